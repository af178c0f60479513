/**
 * EIF signatures (issue 14): who signed, what they agreed to (the exact statement shown and its SHA-256), from where,
 * and an immutable snapshot of the form as signed. Rows are never updated (migration 0007 refuses it).
 */
import { relations } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { outsideSigners } from "./outside-signers";
import { users } from "./users";

export const eifSignatures = pgTable(
  "eif_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    signedAt: timestampTz("signed_at").notNull(),
    /** The signed-in signer, or null for an outside signer. */
    signerUserId: uuid("signer_user_id").references(() => users.id, { onDelete: "set null" }),
    outsideSignerId: uuid("outside_signer_id").references(() => outsideSigners.id, { onDelete: "set null" }),
    typedName: text("typed_name").notNull(),
    language: text("language").notNull(),
    consentVersion: text("consent_version").notNull(),
    consentText: text("consent_text").notNull(),
    /** SHA-256 (hex) of consentText as UTF-8. */
    consentSha256: text("consent_sha256").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The draft's version that was signed. */
    draftVersion: integer("draft_version").notNull(),
    /** The form as signed: answers, policies, plans, locations, counts (GET .../draft's shape without the outline). */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [
    index("eif_signatures_client_id_signed_at_idx").on(t.clientId, t.signedAt),
    index("eif_signatures_signer_user_id_idx").on(t.signerUserId),
    index("eif_signatures_outside_signer_id_idx").on(t.outsideSignerId),
  ],
);

export const eifSignaturesRelations = relations(eifSignatures, ({ one }) => ({
  client: one(clients, { fields: [eifSignatures.clientId], references: [clients.id] }),
  signer: one(users, { fields: [eifSignatures.signerUserId], references: [users.id] }),
  outsideSigner: one(outsideSigners, { fields: [eifSignatures.outsideSignerId], references: [outsideSigners.id] }),
}));
