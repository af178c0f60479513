/**
 * Use cases of carrier-staff agents on one conversation: read it (any agent), take a waiting one (exactly one of two
 * concurrent takes wins: a conditional update), reply to and close one's own (a waiting one may be closed by any
 * agent). The caller is checked to be carrier staff by the route.
 */
import { CHAT_CONVERSATION_MESSAGES_MAX } from "@onboard/domain/chat/chat-limits";
import type { ChatConversationDetail } from "@onboard/domain/chat/chat-schemas";
import type { Database } from "../../db/client";
import { chatConflict, conversationNotFound, notYourConversation } from "./chat-errors";
import type { ChatNotifier } from "./chat-notifier";
import { presentDetail } from "./presenter";
import {
  closeOpen,
  countMessages,
  findConversation,
  findSummary,
  insertMessage,
  listMessages,
  takeWaiting,
} from "./repository";

interface Deps {
  db: Database;
  notifier: ChatNotifier;
}

export async function getConversationDetail(db: Database, conversationId: string): Promise<ChatConversationDetail> {
  const [summary, messages] = await Promise.all([findSummary(db, conversationId), listMessages(db, conversationId)]);
  if (!summary) throw conversationNotFound();
  return presentDetail(summary, messages);
}

/** The conversation, or 404. */
export async function staffConversationRow(db: Database, conversationId: string) {
  const row = await findConversation(db, conversationId);
  if (!row) throw conversationNotFound();
  return row;
}

export async function takeConversation(
  deps: Deps,
  agentUserId: string,
  conversationId: string,
  now: Date,
): Promise<ChatConversationDetail> {
  const row = await staffConversationRow(deps.db, conversationId);
  if (!(await takeWaiting(deps.db, row.id, agentUserId, now))) {
    const current = await staffConversationRow(deps.db, conversationId);
    throw chatConflict(current.status === "CLOSED" ? "conversationClosed" : "conversationTaken");
  }
  deps.notifier.conversationChanged(row.id);
  return getConversationDetail(deps.db, row.id);
}

export async function replyToConversation(
  deps: Deps,
  agentUserId: string,
  conversationId: string,
  body: string,
  now: Date,
): Promise<ChatConversationDetail> {
  const row = await staffConversationRow(deps.db, conversationId);
  if (row.status === "CLOSED") throw chatConflict("conversationClosed");
  if (row.agentUserId !== agentUserId) throw notYourConversation();
  if ((await countMessages(deps.db, row.id)) >= CHAT_CONVERSATION_MESSAGES_MAX) throw chatConflict("conversationFull");
  await insertMessage(deps.db, { conversationId: row.id, sender: "AGENT", agentUserId, body, sentAt: now });
  deps.notifier.conversationChanged(row.id);
  return getConversationDetail(deps.db, row.id);
}

export async function closeConversation(
  deps: Deps,
  agentUserId: string,
  conversationId: string,
  now: Date,
): Promise<ChatConversationDetail> {
  const row = await staffConversationRow(deps.db, conversationId);
  if (row.status === "ACTIVE" && row.agentUserId !== agentUserId) throw notYourConversation();
  if (await closeOpen(deps.db, row.id, now)) deps.notifier.conversationChanged(row.id);
  return getConversationDetail(deps.db, row.id);
}
