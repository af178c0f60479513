/** Users (carrier staff, brokers and ben admins), their MFA factors and their client links (onboarding spec §3 "User"). */
import { relations, sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { softDelete, timestamps, timestampTz } from "./columns";
import { carrierRoleEnum, mfaFactorTypeEnum, newDocumentNoticeStatusEnum } from "./enums";
import { explorerPages } from "./explorer-pages";
import { authTokens, sessions } from "./sessions";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The identity provider's subject for this user. */
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    role: carrierRoleEnum("role").notNull(),
    /** The brokerage a broker works for, or the employer or firm of a ben admin. */
    companyName: text("company_name"),
    passwordHash: text("password_hash"),
    passwordSetAt: timestampTz("password_set_at"),
    passwordExpiresAt: timestampTz("password_expires_at"),
    failedLoginCount: integer("failed_login_count").notNull().default(0),
    lockedUntil: timestampTz("locked_until"),
    welcomeEmailSentAt: timestampTz("welcome_email_sent_at"),
    termsOfUseAt: timestampTz("terms_of_use_at"),
    firstLoginAt: timestampTz("first_login_at"),
    lastLoginAt: timestampTz("last_login_at"),
    newDocumentNotice: newDocumentNoticeStatusEnum("new_document_notice"),
    /**
     * What the staff search box searches: the name, e-mail and company, in lower case (a LIKE of the lower-cased words;
     * an ILIKE of each column lower-cases every row again), kept by Postgres on every write.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(name || chr(10) || email || chr(10) || coalesce(company_name, ''))`),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex("users_user_id_key").on(t.userId),
    index("users_role_idx").on(t.role),
    index("users_name_idx").on(sql`lower(${t.name})`),
    // The lists' default order, of all users, of one role and of carrier staff, so that a page and the capped count walk
    // an index. They carry the searched text, so that a search walks them without reading the table (search-walk.ts).
    index("users_live_name_idx")
      .on(sql`lower(${t.name})`, t.id, t.name, t.searchText)
      .where(sql`${t.deletedAt} is null`),
    index("users_live_role_name_idx")
      .on(t.role, sql`lower(${t.name})`, t.id, t.name, t.searchText)
      .where(sql`${t.deletedAt} is null`),
    index("users_live_staff_name_idx")
      .on(sql`lower(${t.name})`, t.id, t.name, t.searchText)
      .where(sql`${t.deletedAt} is null and ${t.role} in ('SLF_OWNER', 'SLF_ADMIN')`),
    // The other sort orders of all users; never-signed-in users sort last either way, hence one index per direction
    index("users_live_created_idx").on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // (Keyed as infinity going up and as -infinity going down, so that a cursor's row comparison enters the index.)
    index("users_live_last_login_idx")
      .on(sql`coalesce(${t.lastLoginAt}, 'infinity'::timestamptz)`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("users_live_last_login_desc_idx")
      .on(sql`coalesce(${t.lastLoginAt}, '-infinity'::timestamptz)`, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The staff search box matches anywhere in the name, e-mail or company: one trigram index (pg_trgm).
    index("users_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    check("users_failed_login_count_check", sql`${t.failedLoginCount} >= 0`),
  ],
);

/** Second factors; sign-in requires exactly one verified factor (spec §8). */
export const userMfaFactors = pgTable(
  "user_mfa_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: mfaFactorTypeEnum("type").notNull(),
    /** Base32 TOTP secret; null for SMS. */
    secret: text("secret"),
    phoneNumber: text("phone_number"),
    verifiedAt: timestampTz("verified_at"),
    ...timestamps,
  },
  (t) => [
    index("user_mfa_factors_user_id_idx").on(t.userId),
    check(
      "user_mfa_factors_shape_check",
      sql`(${t.type} = 'TOTP' and ${t.secret} is not null) or (${t.type} = 'SMS' and ${t.phoneNumber} is not null)`,
    ),
  ],
);

/** Which clients a broker or ben admin works on. */
export const userClients = pgTable(
  "user_clients",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    completedSetupAt: timestampTz("completed_setup_at"),
    /** Per-client new-document notice (GET/PUT /api/clients/{clientId}/new-document-notice). */
    newDocumentNotice: newDocumentNoticeStatusEnum("new_document_notice"),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index("user_clients_client_id_idx").on(t.clientId)],
);

export const usersRelations = relations(users, ({ many }) => ({
  clients: many(userClients),
  mfaFactors: many(userMfaFactors),
  sessions: many(sessions),
  authTokens: many(authTokens),
  ownedExplorerPages: many(explorerPages),
}));

export const userMfaFactorsRelations = relations(userMfaFactors, ({ one }) => ({
  user: one(users, { fields: [userMfaFactors.userId], references: [users.id] }),
}));

export const userClientsRelations = relations(userClients, ({ one }) => ({
  user: one(users, { fields: [userClients.userId], references: [users.id] }),
  client: one(clients, { fields: [userClients.clientId], references: [clients.id] }),
}));
