/** Outside signers (who sign the EIF by token, without an account) and the one-time welcome flow. */
import { relations, sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { users } from "./users";

export const outsideSigners = pgTable(
  "outside_signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    title: text("title"),
    /** SHA-256 (hex) of the current access token; null until one is issued. */
    tokenHash: text("token_hash"),
    tokenIssuedAt: timestampTz("token_issued_at"),
    tokenExpiresAt: timestampTz("token_expires_at"),
    lastAccessedAt: timestampTz("last_accessed_at"),
    revokedAt: timestampTz("revoked_at"),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("outside_signers_client_id_idx").on(t.clientId),
    index("outside_signers_invited_by_user_id_idx").on(t.invitedByUserId),
    uniqueIndex("outside_signers_token_hash_key").on(t.tokenHash).where(sql`${t.tokenHash} is not null`),
  ],
);

/** The hub's welcome flow; completable once per client. */
export const welcomeFlows = pgTable(
  "welcome_flows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    welcomeFlowCompletedAt: timestampTz("welcome_flow_completed_at"),
    completedByUserId: uuid("completed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("welcome_flows_client_id_key").on(t.clientId),
    index("welcome_flows_completed_by_user_id_idx").on(t.completedByUserId),
  ],
);

export const outsideSignersRelations = relations(outsideSigners, ({ one }) => ({
  client: one(clients, { fields: [outsideSigners.clientId], references: [clients.id] }),
  invitedBy: one(users, { fields: [outsideSigners.invitedByUserId], references: [users.id] }),
}));

export const welcomeFlowsRelations = relations(welcomeFlows, ({ one }) => ({
  client: one(clients, { fields: [welcomeFlows.clientId], references: [clients.id] }),
  completedBy: one(users, { fields: [welcomeFlows.completedByUserId], references: [users.id] }),
}));
