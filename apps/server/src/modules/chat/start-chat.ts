/**
 * Use case: a visitor starts a chat (POST /api/chat/conversations). Refused (409) where no chat is offered or when
 * the department is offline; a hub chat needs access to the client. Stores the conversation with its first message
 * and returns the visitor's token once (only its hash is kept).
 */
import type { StartChatInput, StartChatResponse } from "@onboard/domain/chat/chat-schemas";
import type { Actor } from "../../core/actor";
import type { Database } from "../../db/client";
import { resolveChatContext } from "./chat-context";
import { chatConflict } from "./chat-errors";
import type { ChatNotifier } from "./chat-notifier";
import { departmentStatus } from "./department-status";
import { presentVisitorConversation } from "./presenter";
import { insertConversation, insertMessage, listMessages } from "./repository";
import { hashVisitorToken, newVisitorToken } from "./visitor-token";

export async function startChat(
  deps: { db: Database; notifier: ChatNotifier },
  actor: Actor,
  input: StartChatInput,
  now: Date,
): Promise<StartChatResponse> {
  const context = await resolveChatContext(actor, deps.db, input.context);
  if (!context.department) throw chatConflict("noChatHere");
  if (!(await departmentStatus(deps.db, context.department)).isOnline) throw chatConflict("departmentOffline");
  const visitorToken = newVisitorToken();
  const conversation = await deps.db.transaction(async (tx) => {
    const row = await insertConversation(tx, {
      department: context.department ?? "LIVE",
      visitorTokenHash: hashVisitorToken(visitorToken),
      clientId: context.clientId,
      explorerPageId: context.explorerPageId,
      visitorUserId: context.visitorUserId,
      pagePath: input.pagePath,
      language: input.language,
      visitorName: input.visitorName || null,
      visitorEmail: input.visitorEmail || null,
      status: "WAITING",
      startedAt: now,
      lastMessageAt: now,
    });
    await insertMessage(tx, { conversationId: row.id, sender: "VISITOR", body: input.firstMessage, sentAt: now });
    return row;
  });
  deps.notifier.conversationChanged(conversation.id);
  const messages = await listMessages(deps.db, conversation.id);
  return { conversation: presentVisitorConversation(conversation, null, messages), visitorToken };
}
