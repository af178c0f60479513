/** Drizzle queries of the hub's tasks, calls, welcome flow and feedback. */
import type { ClientTaskId, PolicyTaskId, TaskStatus } from "@onboard/domain/tasks/task-ids";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { clientFeedback, clients, policies, policyTasks, tasks, users, welcomeFlows } from "../../db/schema/index";

export type TaskRow = typeof tasks.$inferSelect;
export type PolicyTaskRow = typeof policyTasks.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

/** The client unless deleted; callers decide what an archived one means. */
export async function findLiveClient(db: DbExecutor, clientId: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  return row ?? null;
}

export async function lockClient(db: DbExecutor, clientId: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)))
    .for("update");
  return row ?? null;
}

export async function listClientTasks(db: DbExecutor, clientId: string): Promise<TaskRow[]> {
  return db.select().from(tasks).where(eq(tasks.clientId, clientId));
}

export async function listPolicyTasks(db: DbExecutor, clientId: string): Promise<PolicyTaskRow[]> {
  return db.select().from(policyTasks).where(eq(policyTasks.clientId, clientId));
}

/** The client's policies, the primary one first, then by number. */
export async function listPolicies(db: DbExecutor, clientId: string) {
  return db
    .select({ id: policies.id, policyNumber: policies.policyNumber, slfCoverages: policies.slfCoverages })
    .from(policies)
    .where(eq(policies.clientId, clientId))
    .orderBy(desc(policies.primaryPolicy), asc(policies.policyNumber));
}

export async function findClientTask(
  db: DbExecutor,
  clientId: string,
  taskId: ClientTaskId,
  options: { forUpdate?: boolean } = {},
): Promise<TaskRow | null> {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.clientId, clientId), eq(tasks.taskId, taskId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function findPolicyTask(
  db: DbExecutor,
  clientId: string,
  policyId: string,
  taskId: PolicyTaskId,
  options: { forUpdate?: boolean } = {},
): Promise<PolicyTaskRow | null> {
  const query = db
    .select()
    .from(policyTasks)
    .where(and(eq(policyTasks.clientId, clientId), eq(policyTasks.policyId, policyId), eq(policyTasks.taskId, taskId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function setClientTaskStatus(db: DbExecutor, id: string, status: TaskStatus, now: Date) {
  const [row] = await db
    .update(tasks)
    .set({ status, statusUpdatedAt: now, updatedAt: now })
    .where(eq(tasks.id, id))
    .returning();
  if (!row) throw new Error("task update returned no row");
  return row;
}

export async function setPolicyTaskStatus(db: DbExecutor, id: string, status: TaskStatus, now: Date) {
  const [row] = await db
    .update(policyTasks)
    .set({ status, statusUpdatedAt: now, updatedAt: now })
    .where(eq(policyTasks.id, id))
    .returning();
  if (!row) throw new Error("policy task update returned no row");
  return row;
}

/** Writes the call columns and bumps the client's version. */
export async function updateClientCallColumns(
  db: DbExecutor,
  clientId: string,
  columns: Partial<typeof clients.$inferInsert>,
  now: Date,
): Promise<ClientRow> {
  const [row] = await db
    .update(clients)
    .set({ ...columns, version: sql`${clients.version} + 1`, updatedAt: now })
    .where(eq(clients.id, clientId))
    .returning();
  if (!row) throw new Error("client update returned no row");
  return row;
}

export async function findUserName(
  db: DbExecutor,
  userId: string | null,
): Promise<{ id: string; name: string } | null> {
  if (!userId) return null;
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export type WelcomeFlowRow = typeof welcomeFlows.$inferSelect;

export async function findWelcomeFlow(db: DbExecutor, clientId: string): Promise<WelcomeFlowRow | null> {
  const [row] = await db.select().from(welcomeFlows).where(eq(welcomeFlows.clientId, clientId));
  return row ?? null;
}

/** Creates the client's welcome flow unless it exists; returns the row and whether this call created it. */
export async function ensureWelcomeFlow(
  db: DbExecutor,
  clientId: string,
): Promise<{ row: WelcomeFlowRow; isNew: boolean }> {
  const [created] = await db.insert(welcomeFlows).values({ clientId }).onConflictDoNothing().returning();
  if (created) return { row: created, isNew: true };
  const existing = await findWelcomeFlow(db, clientId);
  if (!existing) throw new Error("welcome flow vanished");
  return { row: existing, isNew: false };
}

/** Completes the flow only if it is not complete yet; null when it already was (so two completions cannot both win). */
export async function markWelcomeFlowComplete(
  db: DbExecutor,
  clientId: string,
  userId: string,
  now: Date,
): Promise<WelcomeFlowRow | null> {
  const [row] = await db
    .update(welcomeFlows)
    .set({ welcomeFlowCompletedAt: now, completedByUserId: userId, updatedAt: now })
    .where(and(eq(welcomeFlows.clientId, clientId), isNull(welcomeFlows.welcomeFlowCompletedAt)))
    .returning();
  return row ?? null;
}

export async function insertFeedback(
  db: DbExecutor,
  values: { clientId: string; userId: string; rating: number; comment: string | null },
) {
  const [row] = await db.insert(clientFeedback).values(values).returning();
  if (!row) throw new Error("feedback insert returned no row");
  return row;
}
