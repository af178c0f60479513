/**
 * Use cases of a visitor's own conversation, named by its token (x-chat-visitor-token): read it, send a message,
 * close it. An unknown or missing token is a 404 that tells nothing; no route lists conversations to a visitor.
 */
import { CHAT_CONVERSATION_MESSAGES_MAX } from "@onboard/domain/chat/chat-limits";
import type { VisitorConversation } from "@onboard/domain/chat/chat-schemas";
import type { Database } from "../../db/client";
import { chatConflict, conversationNotFound } from "./chat-errors";
import type { ChatNotifier } from "./chat-notifier";
import { presentVisitorConversation } from "./presenter";
import {
  type ChatConversationRow,
  closeOpen,
  countMessages,
  findConversationByTokenHash,
  findSummary,
  insertMessage,
  listMessages,
} from "./repository";
import { hashVisitorToken } from "./visitor-token";

interface Deps {
  db: Database;
  notifier: ChatNotifier;
}

/** The token's conversation, or 404. */
export async function visitorConversationRow(db: Database, token: string | undefined): Promise<ChatConversationRow> {
  if (!token) throw conversationNotFound();
  const row = await findConversationByTokenHash(db, hashVisitorToken(token));
  if (!row) throw conversationNotFound();
  return row;
}

async function present(db: Database, conversationId: string): Promise<VisitorConversation> {
  const [summary, messages] = await Promise.all([findSummary(db, conversationId), listMessages(db, conversationId)]);
  if (!summary) throw conversationNotFound();
  return presentVisitorConversation(summary.conversation, summary.agentName, messages);
}

export async function getVisitorConversation(db: Database, token: string | undefined): Promise<VisitorConversation> {
  const row = await visitorConversationRow(db, token);
  return present(db, row.id);
}

/** `row` is the token's conversation (visitorConversationRow). */
export async function sendVisitorMessage(
  deps: Deps,
  row: ChatConversationRow,
  body: string,
  now: Date,
): Promise<VisitorConversation> {
  if (row.status === "CLOSED") throw chatConflict("conversationClosed");
  if ((await countMessages(deps.db, row.id)) >= CHAT_CONVERSATION_MESSAGES_MAX) throw chatConflict("conversationFull");
  await insertMessage(deps.db, { conversationId: row.id, sender: "VISITOR", body, sentAt: now });
  deps.notifier.conversationChanged(row.id);
  return present(deps.db, row.id);
}

export async function closeVisitorConversation(
  deps: Deps,
  token: string | undefined,
  now: Date,
): Promise<VisitorConversation> {
  const row = await visitorConversationRow(deps.db, token);
  if (await closeOpen(deps.db, row.id, now)) deps.notifier.conversationChanged(row.id);
  return present(deps.db, row.id);
}
