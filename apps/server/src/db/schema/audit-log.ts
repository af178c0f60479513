/**
 * Append-only audit log of mutations. It deliberately has no foreign keys: entries must outlive the
 * users, clients and records they describe (e.g. after "purge QA data").
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid("actor_user_id"),
    /** Verb, e.g. "client.update", "user.reset-mfa", "explorer-page.delete". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    clientId: uuid("client_id"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index("audit_log_client_id_occurred_at_idx").on(t.clientId, t.occurredAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_actor_user_id_occurred_at_idx").on(t.actorUserId, t.occurredAt),
    index("audit_log_occurred_at_idx").on(t.occurredAt),
  ],
);
