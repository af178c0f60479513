/**
 * Use case: e-mail a conversation's transcript (the visitor from their chat, or an agent), in the conversation's
 * language, as text (the messages as typed, with sender and time). Each conversation sends at most
 * CHAT_TRANSCRIPT_EMAILS_MAX transcripts, visitor's and staff's together (409 beyond).
 */
import { CHAT_DEPARTMENT_NAMES, type ChatDepartment } from "@onboard/domain/chat/chat-departments";
import { CHAT_TRANSCRIPT_EMAILS_MAX } from "@onboard/domain/chat/chat-limits";
import type { Language } from "@onboard/domain/common/environments";
import type { Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import { chatConflict } from "./chat-errors";
import { firstName } from "./first-name";
import { type ChatConversationRow, type ChatSender, countTranscriptEmail, listMessages } from "./repository";

export async function emailTranscript(
  deps: { db: Database; mailer: Mailer },
  conversation: ChatConversationRow,
  input: { email: string; sentByUserId: string | null },
): Promise<{ emailId: string }> {
  if (!(await countTranscriptEmail(deps.db, conversation.id, CHAT_TRANSCRIPT_EMAILS_MAX))) {
    throw chatConflict("transcriptLimit");
  }
  const messages = await listMessages(deps.db, conversation.id);
  const department = conversation.department as ChatDepartment;
  const email = await deps.mailer.sendEmail(deps.db, {
    to: [input.email],
    template: "chat-transcript",
    language: conversation.language as Language,
    clientId: conversation.clientId,
    sentByUserId: input.sentByUserId,
    data: {
      departmentName: CHAT_DEPARTMENT_NAMES[department],
      visitorName: conversation.visitorName,
      startedAt: conversation.startedAt,
      messages: messages.map((message) => ({
        sender: message.sender as ChatSender,
        authorName: message.sender === "AGENT" ? firstName(message.agentName) : null,
        body: message.body,
        sentAt: message.sentAt,
      })),
    },
  });
  return { emailId: email.id };
}
