/** The chat's queries: conversations with what staff list of them, their messages, and agents' availability. */
import type { ChatDepartment } from "@onboard/domain/chat/chat-departments";
import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { chatAgentAvailability, chatConversations, chatMessages, clients, users } from "../../db/schema/index";

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type NewChatConversation = typeof chatConversations.$inferInsert;
export type ChatSender = "VISITOR" | "AGENT" | "SYSTEM";

const agents = alias(users, "chat_agent");

/** A conversation with the client's and the agent's names and how many messages it holds. */
function summaries(db: DbExecutor, where: SQL | undefined) {
  return db
    .select({
      conversation: chatConversations,
      clientName: clients.name,
      agentName: agents.name,
      messageCount: sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id})`,
      firstMessage: sql<string>`coalesce((select ${chatMessages.body} from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.sender} = 'VISITOR' order by ${chatMessages.sentAt}, ${chatMessages.id} limit 1), '')`,
    })
    .from(chatConversations)
    .leftJoin(clients, eq(clients.id, chatConversations.clientId))
    .leftJoin(agents, eq(agents.id, chatConversations.agentUserId))
    .where(where);
}
export type ChatSummaryRow = Awaited<ReturnType<typeof summaries>>[number];

export async function findSummary(db: DbExecutor, conversationId: string): Promise<ChatSummaryRow | undefined> {
  const [row] = await summaries(db, eq(chatConversations.id, conversationId)).limit(1);
  return row;
}

export function listWaiting(db: DbExecutor) {
  return summaries(db, eq(chatConversations.status, "WAITING")).orderBy(asc(chatConversations.startedAt));
}

export function listAgentOpen(db: DbExecutor, agentUserId: string) {
  return summaries(
    db,
    and(eq(chatConversations.status, "ACTIVE"), eq(chatConversations.agentUserId, agentUserId)),
  ).orderBy(asc(chatConversations.startedAt));
}

export function listClosedSince(db: DbExecutor, since: Date, limit: number) {
  return summaries(db, and(eq(chatConversations.status, "CLOSED"), gt(chatConversations.closedAt, since)))
    .orderBy(desc(chatConversations.closedAt))
    .limit(limit);
}

export function listClientConversations(db: DbExecutor, clientId: string) {
  return summaries(db, eq(chatConversations.clientId, clientId)).orderBy(
    desc(chatConversations.startedAt),
    desc(chatConversations.id),
  );
}

export async function findConversationByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorTokenHash, tokenHash));
  return row;
}

export async function findConversation(db: DbExecutor, conversationId: string) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
  return row;
}

export async function insertConversation(db: DbExecutor, values: NewChatConversation): Promise<ChatConversationRow> {
  const [row] = await db.insert(chatConversations).values(values).returning();
  if (!row) throw new Error("chat conversation not inserted");
  return row;
}

/** Appends a message and moves the conversation's last-message time. */
export async function insertMessage(
  db: DbExecutor,
  message: { conversationId: string; sender: ChatSender; agentUserId?: string | null; body: string; sentAt: Date },
): Promise<void> {
  await db.insert(chatMessages).values({ ...message, agentUserId: message.agentUserId ?? null });
  await db
    .update(chatConversations)
    .set({ lastMessageAt: message.sentAt })
    .where(eq(chatConversations.id, message.conversationId));
}

export async function countMessages(db: DbExecutor, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  return row?.n ?? 0;
}

/** The conversation's messages, oldest first, with the agent's name on agent messages. */
export function listMessages(db: DbExecutor, conversationId: string) {
  return db
    .select({
      id: chatMessages.id,
      sender: chatMessages.sender,
      body: chatMessages.body,
      sentAt: chatMessages.sentAt,
      agentName: users.name,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.agentUserId))
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.sentAt), asc(chatMessages.id));
}
export type ChatMessageRow = Awaited<ReturnType<typeof listMessages>>[number];

/** Takes a waiting conversation for the agent: only one of two concurrent takes updates the row. */
export async function takeWaiting(db: DbExecutor, conversationId: string, agentUserId: string, now: Date) {
  const rows = await db
    .update(chatConversations)
    .set({ status: "ACTIVE", agentUserId, takenAt: now })
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.status, "WAITING")))
    .returning({ id: chatConversations.id });
  return rows.length === 1;
}

export async function closeOpen(db: DbExecutor, conversationId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ status: "CLOSED", closedAt: now })
    .where(and(eq(chatConversations.id, conversationId), sql`${chatConversations.status} <> 'CLOSED'`))
    .returning({ id: chatConversations.id });
  return rows.length === 1;
}

/** Counts one transcript e-mail against the cap; false when the cap is reached. */
export async function countTranscriptEmail(db: DbExecutor, conversationId: string, max: number): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ transcriptEmailsSent: sql`${chatConversations.transcriptEmailsSent} + 1` })
    .where(and(eq(chatConversations.id, conversationId), sql`${chatConversations.transcriptEmailsSent} < ${max}`))
    .returning({ id: chatConversations.id });
  return rows.length === 1;
}

export async function setAgentAvailable(db: DbExecutor, userId: string, department: ChatDepartment, now: Date) {
  await db.insert(chatAgentAvailability).values({ userId, department, since: now }).onConflictDoNothing();
}

export async function setAgentUnavailable(db: DbExecutor, userId: string, department: ChatDepartment) {
  await db
    .delete(chatAgentAvailability)
    .where(and(eq(chatAgentAvailability.userId, userId), eq(chatAgentAvailability.department, department)));
}

/** Removes every availability of the agent; the departments they were available in. */
export async function removeAgentAvailability(db: DbExecutor, userId: string): Promise<ChatDepartment[]> {
  const rows = await db
    .delete(chatAgentAvailability)
    .where(eq(chatAgentAvailability.userId, userId))
    .returning({ department: chatAgentAvailability.department });
  return rows.map((row) => row.department as ChatDepartment);
}

/** Available agents per department (departments with none are absent). */
export async function countAvailableAgents(db: DbExecutor, departments?: readonly ChatDepartment[]) {
  const rows = await db
    .select({ department: chatAgentAvailability.department, agents: count() })
    .from(chatAgentAvailability)
    .where(departments ? inArray(chatAgentAvailability.department, [...departments]) : undefined)
    .groupBy(chatAgentAvailability.department);
  return new Map(rows.map((row) => [row.department as ChatDepartment, row.agents]));
}

export async function listAgentDepartments(db: DbExecutor, userId: string): Promise<Set<ChatDepartment>> {
  const rows = await db
    .select({ department: chatAgentAvailability.department })
    .from(chatAgentAvailability)
    .where(eq(chatAgentAvailability.userId, userId));
  return new Set(rows.map((row) => row.department as ChatDepartment));
}

/** A client that is not deleted, with whether it is archived (hub chats and transcripts). */
export async function findClient(db: Database, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, isArchived: clients.isArchived })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  return row;
}
