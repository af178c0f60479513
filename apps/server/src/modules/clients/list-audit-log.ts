/** GET /api/clients/:clientId/audit-log (staff): the client's audit trail, paged, newest first. */
import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from "@onboard/domain/clients/client-audit-schemas";
import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { type AuditRow, listClientAudit } from "./audit-log-repository";
import { findClient } from "./repository";

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export function presentAuditEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actor: row.actorUserId ? { id: row.actorUserId, name: row.actorName ?? "" } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: asRecord(row.details.before),
    after: asRecord(row.details.after),
  };
}

export async function listAuditLog(db: DbExecutor, clientId: string, query: AuditLogQuery): Promise<AuditLogPage> {
  if (!(await findClient(db, clientId))) throw notFound();
  const { rows, count } = await listClientAudit(db, clientId, query);
  return { data: rows.map(presentAuditEntry), count };
}
