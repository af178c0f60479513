/**
 * Identity: sign-in transactions (the state-token API the login page talks to), the embedded OIDC
 * provider's storage and keys, and the SMS outbox of the embedded SMS sender.
 */
import { relations } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "./columns";
import { userMfaFactors, users } from "./users";

/** One sign-in attempt in progress, addressed by its state token (stored as SHA-256 hex). */
export const authnTransactions = pgTable(
  "authn_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stateTokenHash: text("state_token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SUCCESS, MFA_REQUIRED, MFA_CHALLENGE, MFA_ENROLL, MFA_ENROLL_ACTIVATE, LOCKED_OUT, PASSWORD_EXPIRED. */
    status: text("status").notNull(),
    /** The factor being verified or activated. */
    factorId: uuid("factor_id").references(() => userMfaFactors.id, { onDelete: "set null" }),
    /** A one-time SMS code (SHA-256 hex) and its expiry, for MFA_CHALLENGE and phone enrolment. */
    smsCodeHash: text("sms_code_hash"),
    smsCodeExpiresAt: timestampTz("sms_code_expires_at"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestampTz("expires_at").notNull(),
    completedAt: timestampTz("completed_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("authn_transactions_state_token_hash_key").on(t.stateTokenHash),
    index("authn_transactions_user_id_idx").on(t.userId),
    index("authn_transactions_factor_id_idx").on(t.factorId),
    index("authn_transactions_expires_at_idx").on(t.expiresAt),
  ],
);

/** oidc-provider's adapter storage: one row per (model, id). */
export const oidcPayloads = pgTable(
  "oidc_payloads",
  {
    id: text("id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestampTz("expires_at"),
    consumedAt: timestampTz("consumed_at"),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index("oidc_payloads_grant_id_idx").on(t.grantId),
    index("oidc_payloads_uid_idx").on(t.uid),
    index("oidc_payloads_user_code_idx").on(t.userCode),
    index("oidc_payloads_expires_at_idx").on(t.expiresAt),
  ],
);

/** Key material shared by every node: the provider's signing keys (JWKS) and cookie keys. */
export const identityKeys = pgTable("identity_keys", {
  /** "jwks" or "cookies". */
  kind: text("kind").primaryKey(),
  material: jsonb("material").$type<unknown>().notNull(),
  ...timestamps,
});

/** The embedded SMS sender's outbox: every message "sent", readable by a tester. */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    toPhone: text("to_phone").notNull(),
    body: text("body").notNull(),
    purpose: text("purpose").notNull(),
    sentAt: timestampTz("sent_at").notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index("sms_messages_sent_at_idx").on(t.sentAt), index("sms_messages_user_id_idx").on(t.userId)],
);

export const authnTransactionsRelations = relations(authnTransactions, ({ one }) => ({
  user: one(users, { fields: [authnTransactions.userId], references: [users.id] }),
  factor: one(userMfaFactors, { fields: [authnTransactions.factorId], references: [userMfaFactors.id] }),
}));
