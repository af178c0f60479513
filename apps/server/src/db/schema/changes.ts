/** Post-signature EIF edits: change records under review and the change log (onboarding spec §3 and §4 "Net change logic"). */
import { relations } from "drizzle-orm";
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { changeStatusEnum } from "./enums";
import { users } from "./users";

/** One attribute change of one entity (e.g. a contact's phoneNumber). `value` null with an entity delete. */
export const changeRecords = pgTable(
  "change_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** Entity kind, e.g. "client", "contact", "location", "employeeClass", "plan". */
    entity: text("entity").notNull(),
    entityId: uuid("entity_id").notNull(),
    attributeKey: text("attribute_key").notNull(),
    value: jsonb("value").$type<unknown>(),
    previousValue: jsonb("previous_value").$type<unknown>(),
    status: changeStatusEnum("status").notNull().default("pending"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestampTz("reviewed_at"),
    reviewedByUserId: uuid("reviewed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("change_records_client_id_created_at_idx").on(t.clientId, t.createdAt),
    index("change_records_entity_idx").on(t.entity, t.entityId),
    index("change_records_created_by_user_id_idx").on(t.createdByUserId),
    index("change_records_reviewed_by_user_id_idx").on(t.reviewedByUserId),
  ],
);

/** A change-log entry as GET .../change-log/deif-changes lists it. */
export type ChangeDetails = {
  section: string;
  summary: string;
  changes: { entity: string; entityId: string; attributeKey: string; from: unknown; to: unknown }[];
};

export const changeLogEntries = pgTable(
  "change_log_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    changeDetails: jsonb("change_details").$type<ChangeDetails>().notNull(),
    changedByUserId: uuid("changed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("change_log_entries_client_id_created_at_idx").on(t.clientId, t.createdAt),
    index("change_log_entries_changed_by_user_id_idx").on(t.changedByUserId),
  ],
);

export const changeRecordsRelations = relations(changeRecords, ({ one }) => ({
  client: one(clients, { fields: [changeRecords.clientId], references: [clients.id] }),
  createdBy: one(users, {
    fields: [changeRecords.createdByUserId],
    references: [users.id],
    relationName: "changeRecordCreatedBy",
  }),
  reviewedBy: one(users, {
    fields: [changeRecords.reviewedByUserId],
    references: [users.id],
    relationName: "changeRecordReviewedBy",
  }),
}));

export const changeLogEntriesRelations = relations(changeLogEntries, ({ one }) => ({
  client: one(clients, { fields: [changeLogEntries.clientId], references: [clients.id] }),
  changedBy: one(users, { fields: [changeLogEntries.changedByUserId], references: [users.id] }),
}));
