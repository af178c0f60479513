/**
 * The audit trail (goes beyond the spec, issue 4): every staff mutation records who did what, to which record, the
 * fields before and after, and when. Call it inside the mutation's transaction, so that the entry and the change
 * land together or not at all.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/index";

/** A transaction or the database itself. */
export type AuditWriter = Pick<Database, "insert">;

export interface AuditEntry {
  actorUserId: string | null;
  /** Verb, e.g. "client.update", "client.setup-step", "user.create", "broker.assign", "email.resend". */
  action: string;
  /** The record's kind, e.g. "Client", "Broker", "BenAdmin", "InternalUser", "Email". */
  entity: string;
  entityId: string | null;
  /** The client the change concerns, so that the client's detail page lists it. */
  clientId?: string | null;
  /** The record (or the changed fields) before; null for a creation. */
  before?: Record<string, unknown> | null;
  /** The record (or the changed fields) after; null for a deletion. */
  after?: Record<string, unknown> | null;
  /** Anything else worth keeping (e.g. the e-mail ids an action sent). */
  extra?: Record<string, unknown>;
  ip?: string | null;
}

/** JSON-safe copy: dates become ISO strings, undefined fields are dropped. */
function toJson(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/** Only the fields that differ, so that an entry shows the change rather than two whole records. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

function auditDetails(entry: AuditEntry): Record<string, unknown> {
  return {
    before: toJson(entry.before),
    after: toJson(entry.after),
    ...(entry.extra && { extra: toJson(entry.extra) }),
  };
}

export async function recordAudit(writer: AuditWriter, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    clientId: entry.clientId ?? null,
    ip: entry.ip ?? null,
    details: auditDetails(entry),
  });
}

/**
 * An entry's insert with placeholders for its values (drizzle's `sql.placeholder`: actor, action, entity, entityId,
 * clientId, ip, details), for a statement built once and run many times; `auditPlaceholderValues` fills them.
 */
export function auditInsertWithPlaceholders(writer: AuditWriter, prefix: string) {
  const slot = (name: string) => sql.placeholder(`${prefix}${name}`) as unknown as string;
  return writer.insert(auditLog).values({
    actorUserId: slot("actorUserId"),
    action: slot("action"),
    entity: slot("entity"),
    entityId: slot("entityId"),
    clientId: slot("clientId"),
    ip: slot("ip"),
    details: slot("details") as unknown as Record<string, unknown>,
  });
}

export function auditPlaceholderValues(prefix: string, entry: AuditEntry): Record<string, unknown> {
  return {
    [`${prefix}actorUserId`]: entry.actorUserId,
    [`${prefix}action`]: entry.action,
    [`${prefix}entity`]: entry.entity,
    [`${prefix}entityId`]: entry.entityId,
    [`${prefix}clientId`]: entry.clientId ?? null,
    [`${prefix}ip`]: entry.ip ?? null,
    [`${prefix}details`]: auditDetails(entry),
  };
}
