/** Uploaded and generated files; the bytes live in FileStorage under `storage_key` (onboarding spec §3 "Document"). */
import { relations, sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { softDelete, timestamps } from "./columns";
import { benefitTypeEnum, documentCategoryEnum, documentProcessStatusEnum, languageEnum } from "./enums";
import { policies } from "./policies";
import { users } from "./users";

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null only for carrier-wide resources shared by every client. */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id").references(() => policies.id, { onDelete: "cascade" }),
    category: documentCategoryEnum("category").notNull(),
    processStatus: documentProcessStatusEnum("process_status").notNull().default("COMPLETED"),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text("sha256").notNull(),
    /** Server-generated FileStorage key; also the explorer's "documentKey". */
    storageKey: text("storage_key").notNull(),
    language: languageEnum("language"),
    /** For explorer plan-summary documents: the benefit type they describe. */
    benefitType: benefitTypeEnum("benefit_type"),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index("documents_client_id_category_idx").on(t.clientId, t.category),
    index("documents_policy_id_idx").on(t.policyId),
    index("documents_updated_by_user_id_idx").on(t.updatedByUserId),
    index("documents_created_at_idx").on(t.createdAt),
    uniqueIndex("documents_storage_key_key").on(t.storageKey),
    check("documents_size_bytes_check", sql`${t.sizeBytes} >= 0`),
  ],
);

export const documentsRelations = relations(documents, ({ one }) => ({
  client: one(clients, { fields: [documents.clientId], references: [clients.id] }),
  policy: one(policies, { fields: [documents.policyId], references: [policies.id] }),
  updatedBy: one(users, { fields: [documents.updatedByUserId], references: [users.id] }),
}));
