/** Server-side sessions and one-time auth tokens (activation, reactivation, password reset). */
import { relations } from "drizzle-orm";
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "./columns";
import { authTokenTypeEnum } from "./enums";
import { users } from "./users";

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 (hex) of the session token; the token itself is only ever in the cookie. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeenAt: timestampTz("last_seen_at").notNull().defaultNow(),
    idleExpiresAt: timestampTz("idle_expires_at").notNull(),
    absoluteExpiresAt: timestampTz("absolute_expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    csrfSecret: text("csrf_secret"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_idle_expires_at_idx").on(t.idleExpiresAt),
    index("sessions_absolute_expires_at_idx").on(t.absoluteExpiresAt),
  ],
);

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the token sent in the link. */
    tokenHash: text("token_hash").notNull(),
    type: authTokenTypeEnum("type").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestampTz("expires_at").notNull(),
    usedAt: timestampTz("used_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("auth_tokens_token_hash_key").on(t.tokenHash),
    index("auth_tokens_user_id_idx").on(t.userId),
    index("auth_tokens_expires_at_idx").on(t.expiresAt),
  ],
);

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));
