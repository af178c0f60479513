/**
 * Writes of the EIF draft, as statements not yet run (write-draft.ts sends them together, in one statement):
 * the answer columns of the three rows, a policy's billing preferences, the form's tasks. `null` when there is nothing
 * to write.
 */
import { and, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import {
  auditLog,
  benAdminPlatforms,
  clientPlanDesigns,
  clients,
  eifCompanyInfo,
  policies,
  tasks,
} from "../../db/schema/index";

export async function existingBenAdminPlatformIds(db: DbExecutor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: benAdminPlatforms.id })
    .from(benAdminPlatforms)
    .where(inArray(benAdminPlatforms.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * The values of the statements below are placeholders (drizzle's `sql.placeholder`), filled when the statement runs:
 * a statement is built once for each shape of save (write-draft.ts). An answer's placeholder is bound to its column,
 * which encodes the value (e.g. a JSON answer).
 */
type Slot = Placeholder;
type Slots = Record<string, Slot>;

export function updateClientAnswers(db: DbExecutor, clientId: Slot, fields: Slots, now: Slot) {
  if (Object.keys(fields).length === 0) return null;
  return db
    .update(clients)
    .set({ ...(fields as Partial<typeof clients.$inferInsert>), updatedAt: now as unknown as Date })
    .where(eq(clients.id, clientId))
    .getSQL();
}

/**
 * Writes the company-information answers and moves the draft's version from `expected` to `expected + 1`, only when
 * it still is `expected` (`firstSave`: no row yet). Returns the row's id, or no row when another save came first.
 */
export function bumpCompanyInfo(
  db: DbExecutor,
  slots: { clientId: Slot; fields: Slots; expected: Slot; userId: Slot; now: Slot },
  firstSave: boolean,
): SQL {
  const values = {
    ...(slots.fields as Partial<typeof eifCompanyInfo.$inferInsert>),
    updatedByUserId: slots.userId as unknown as string,
    updatedAt: slots.now as unknown as Date,
  };
  return firstSave
    ? db
        .insert(eifCompanyInfo)
        .values({ clientId: slots.clientId as unknown as string, ...values, version: 1 })
        .onConflictDoNothing({ target: eifCompanyInfo.clientId })
        .returning({ id: eifCompanyInfo.id })
        .getSQL()
    : db
        .update(eifCompanyInfo)
        .set({ ...values, version: sql`${eifCompanyInfo.version} + 1` })
        .where(and(eq(eifCompanyInfo.clientId, slots.clientId), eq(eifCompanyInfo.version, slots.expected)))
        .returning({ id: eifCompanyInfo.id })
        .getSQL();
}

export function upsertPlanDesign(db: DbExecutor, slots: { clientId: Slot; fields: Slots; userId: Slot; now: Slot }) {
  if (Object.keys(slots.fields).length === 0) return null;
  const values = {
    ...(slots.fields as Partial<typeof clientPlanDesigns.$inferInsert>),
    updatedByUserId: slots.userId as unknown as string,
    updatedAt: slots.now as unknown as Date,
  };
  return db
    .insert(clientPlanDesigns)
    .values({ clientId: slots.clientId as unknown as string, ...values })
    .onConflictDoUpdate({
      target: clientPlanDesigns.clientId,
      set: { ...values, version: sql`${clientPlanDesigns.version} + 1` },
    })
    .getSQL();
}

export function updatePolicyBilling(db: DbExecutor, policyId: Slot, fields: Slots, now: Slot) {
  if (Object.keys(fields).length === 0) return null;
  return db
    .update(policies)
    .set({ ...(fields as Partial<typeof policies.$inferInsert>), updatedAt: now as unknown as Date })
    .where(eq(policies.id, policyId))
    .getSQL();
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Moves the form's tasks that have not started to `to`; returns each task moved (id, task_id) with its old status. */
export function startFormTasks(
  clientId: Slot,
  taskIds: readonly string[],
  from: readonly string[],
  to: string,
  nowText: Slot,
): SQL {
  return sql`
    update ${tasks} as t set status = ${to}, status_updated_at = ${nowText}::timestamptz, updated_at = ${nowText}::timestamptz
    from (
      select id, status as old_status from ${tasks}
      where client_id = ${clientId}::uuid and task_id in (${list(taskIds)}) and status in (${list(from)})
      for update
    ) as old
    where t.id = old.id
    returning t.id, t.task_id, old.old_status`;
}

/**
 * The audit entry of each task that `startFormTasks` moved (read from `moved`, the name of its result), as
 * record-audit.ts writes one: { before: { taskId, status }, after: { taskId, status }, extra: { cause } }.
 */
export function auditStartedTasks(
  moved: string,
  entry: { actorUserId: Slot; ip: Slot; clientId: Slot; to: string; cause: string },
): SQL {
  const columns = [
    auditLog.actorUserId,
    auditLog.action,
    auditLog.entity,
    auditLog.entityId,
    auditLog.clientId,
    auditLog.ip,
    auditLog.details,
  ].map((column) => sql.identifier(column.name));
  const source = sql.identifier(moved);
  return sql`
    insert into ${auditLog} (${sql.join(columns, sql`, `)})
    select ${entry.actorUserId}::uuid, 'task.status', 'Task', ${source}.id::text, ${entry.clientId}::uuid, ${entry.ip}::text,
      jsonb_build_object(
        'before', jsonb_build_object('taskId', ${source}.task_id, 'status', ${source}.old_status),
        'after', jsonb_build_object('taskId', ${source}.task_id, 'status', ${entry.to}::text),
        'extra', jsonb_build_object('cause', ${entry.cause}::text))
    from ${source}`;
}
