/**
 * POST /api/clients/:clientId/undo-ic-edits (staff; spec §6 "undo implementation consultant edits"). The carrier's
 * people edit a signed EIF on the client's behalf; each edit is a pending change record. Undoing them puts every
 * edited attribute back to its value before the first of those edits (where the attribute is a plain column of a
 * known record), removes the records, and stamps changesUndoneAt/By. The client's own edits stay. The audit entry keeps
 * the records undone.
 */
import type { UndoIcEditsResult } from "@onboard/domain/clients/client-schemas";
import { STAFF_ROLES } from "@onboard/domain/users/roles";
import { and, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { changeRecords, clients, contacts, employeeClasses, locations, plans, users } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { auditActor, recordAudit } from "../audit/record-audit";
import type { DbExecutor } from "../authn/repository";
import { lockClient, updateClientRow } from "./repository";

/** The records whose attributes can be put back, by the change records' entity name. */
const RESTORABLE: Record<string, PgTable & { id: unknown; clientId?: unknown }> = {
  contact: contacts,
  location: locations,
  plan: plans,
  employeeClass: employeeClasses,
};
const NEVER_RESTORED = new Set(["id", "clientId", "version", "createdAt", "updatedAt", "deletedAt"]);
const SCALAR_TYPES = new Set(["string", "number", "boolean"]);

type PendingChange = typeof changeRecords.$inferSelect;

function isRestorable(table: PgTable, attributeKey: string): boolean {
  const column = getTableColumns(table)[attributeKey];
  return !!column && !NEVER_RESTORED.has(attributeKey) && SCALAR_TYPES.has(column.dataType);
}

/** Oldest previous value per entity attribute: the value from before the consultant's edits. */
function restoredValues(
  changes: PendingChange[],
): Map<string, { entity: string; entityId: string; values: Record<string, unknown> }> {
  const byEntity = new Map<string, { entity: string; entityId: string; values: Record<string, unknown> }>();
  // Newest first, so that older records overwrite and the oldest previous value wins.
  for (const change of changes) {
    const key = `${change.entity}:${change.entityId}`;
    const entry = byEntity.get(key) ?? { entity: change.entity, entityId: change.entityId, values: {} };
    entry.values[change.attributeKey] = change.previousValue ?? null;
    byEntity.set(key, entry);
  }
  return byEntity;
}

async function restoreEntity(
  tx: DbExecutor,
  clientId: string,
  target: { entity: string; entityId: string; values: Record<string, unknown> },
  now: Date,
): Promise<void> {
  if (target.entity === "client") {
    if (target.entityId !== clientId) return;
    const values = Object.fromEntries(Object.entries(target.values).filter(([key]) => isRestorable(clients, key)));
    if (Object.keys(values).length > 0) await updateClientRow(tx, clientId, values, now);
    return;
  }
  const table = RESTORABLE[target.entity];
  if (!table) return;
  const values = Object.fromEntries(Object.entries(target.values).filter(([key]) => isRestorable(table, key)));
  if (Object.keys(values).length === 0) return;
  const columns = getTableColumns(table);
  const idColumn = columns.id;
  const clientColumn = columns.clientId;
  if (!idColumn || !clientColumn) return;
  await tx
    .update(table)
    .set({ ...values, ...("updatedAt" in columns ? { updatedAt: now } : {}) })
    .where(and(eq(idColumn, target.entityId), eq(clientColumn, clientId)));
}

export async function undoIcEdits(
  db: Database,
  request: FastifyRequest,
  clientId: string,
  now: Date,
): Promise<UndoIcEditsResult> {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    if (!client) throw notFound();
    const pending = await tx
      .select({ change: changeRecords })
      .from(changeRecords)
      .innerJoin(users, eq(users.id, changeRecords.createdByUserId))
      .where(
        and(
          eq(changeRecords.clientId, clientId),
          eq(changeRecords.status, "pending"),
          inArray(users.role, [...STAFF_ROLES]),
        ),
      )
      .orderBy(desc(changeRecords.createdAt));
    const changes = pending.map((row) => row.change);
    for (const target of restoredValues(changes).values()) await restoreEntity(tx, clientId, target, now);
    if (changes.length > 0) {
      await tx.delete(changeRecords).where(
        inArray(
          changeRecords.id,
          changes.map((change) => change.id),
        ),
      );
    }
    const changesUndoneByUserId = request.user?.id ?? null;
    await updateClientRow(tx, clientId, { changesUndoneAt: now, changesUndoneByUserId }, now);
    await recordAudit(tx, {
      ...auditActor(request),
      action: "client.undo-ic-edits",
      entity: "Client",
      entityId: clientId,
      clientId,
      before: {
        changes: changes.map(({ id, entity, entityId, attributeKey, value, previousValue }) => ({
          id,
          entity,
          entityId,
          attributeKey,
          value,
          previousValue,
        })),
      },
      after: { changesUndoneAt: now.toISOString(), undoneCount: changes.length },
    });
    return { undoneCount: changes.length, changesUndoneAt: now.toISOString() };
  });
}
