/** Writes of the EIF draft: the answer columns of the three rows, a policy's billing preferences, the form's tasks. */
import type { PolicyBillingAnswers } from "@onboard/domain/eif/eif-answers";
import { and, eq, inArray, sql } from "drizzle-orm";
import { benAdminPlatforms, clientPlanDesigns, clients, eifCompanyInfo, policies, tasks } from "../../db/schema/index";
import type { DbExecutor } from "../authn/repository";

export async function existingBenAdminPlatformIds(db: DbExecutor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: benAdminPlatforms.id })
    .from(benAdminPlatforms)
    .where(inArray(benAdminPlatforms.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function updateClientAnswers(
  db: DbExecutor,
  clientId: string,
  fields: Record<string, unknown>,
  now: Date,
) {
  if (Object.keys(fields).length === 0) return;
  await db
    .update(clients)
    .set({ ...(fields as Partial<typeof clients.$inferInsert>), updatedAt: now })
    .where(eq(clients.id, clientId));
}

/**
 * Writes the company-information answers and moves the draft's version from `expected` to `expected + 1`, only when
 * it still is `expected` (0: no row yet). False when another save came first: the caller answers 412.
 */
export async function bumpCompanyInfo(
  db: DbExecutor,
  clientId: string,
  fields: Record<string, unknown>,
  expected: number,
  userId: string,
  now: Date,
): Promise<boolean> {
  const values = {
    ...(fields as Partial<typeof eifCompanyInfo.$inferInsert>),
    updatedByUserId: userId,
    updatedAt: now,
  };
  const rows =
    expected === 0
      ? await db
          .insert(eifCompanyInfo)
          .values({ clientId, ...values, version: 1 })
          .onConflictDoNothing({ target: eifCompanyInfo.clientId })
          .returning({ id: eifCompanyInfo.id })
      : await db
          .update(eifCompanyInfo)
          .set({ ...values, version: sql`${eifCompanyInfo.version} + 1` })
          .where(and(eq(eifCompanyInfo.clientId, clientId), eq(eifCompanyInfo.version, expected)))
          .returning({ id: eifCompanyInfo.id });
  return rows.length === 1;
}

export async function upsertPlanDesign(
  db: DbExecutor,
  clientId: string,
  fields: Record<string, unknown>,
  userId: string,
  now: Date,
) {
  if (Object.keys(fields).length === 0) return;
  const values = {
    ...(fields as Partial<typeof clientPlanDesigns.$inferInsert>),
    updatedByUserId: userId,
    updatedAt: now,
  };
  await db
    .insert(clientPlanDesigns)
    .values({ clientId, ...values })
    .onConflictDoUpdate({
      target: clientPlanDesigns.clientId,
      set: { ...values, version: sql`${clientPlanDesigns.version} + 1` },
    });
}

export async function updatePolicyBilling(db: DbExecutor, policyId: string, answers: PolicyBillingAnswers, now: Date) {
  const fields = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
  if (Object.keys(fields).length === 0) return;
  await db
    .update(policies)
    .set({ ...(fields as Partial<typeof policies.$inferInsert>), updatedAt: now })
    .where(eq(policies.id, policyId));
}

/** Moves the form's tasks that have not started to In Progress, in one statement; the tasks moved, with their old status. */
export async function startFormTasks(
  db: DbExecutor,
  clientId: string,
  taskIds: readonly string[],
  from: readonly string[],
  to: string,
  now: Date,
): Promise<{ id: string; taskId: string; oldStatus: string }[]> {
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const result = await db.execute<{ id: string; task_id: string; old_status: string }>(sql`
    update ${tasks} as t set status = ${to}, status_updated_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
    from (
      select id, status as old_status from ${tasks}
      where client_id = ${clientId} and task_id in (${list(taskIds)}) and status in (${list(from)})
      for update
    ) as old
    where t.id = old.id
    returning t.id, t.task_id, old.old_status`);
  return result.rows.map((row) => ({ id: row.id, taskId: row.task_id, oldStatus: row.old_status }));
}
