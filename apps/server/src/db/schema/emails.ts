/** Outgoing e-mails (the outbox shown in /emails) and their status history (onboarding spec §3 "Email"). */
import { relations, sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { emailStatusEnum, languageEnum } from "./enums";
import { users } from "./users";

/** Recipients a send failed for, with the server's reason. */
export type EmailErrorUser = { email: string; userId?: string | null; error: string };

export const emails = pgTable(
  "emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    /** Template key, e.g. "welcome", "activation", "task-reminder". */
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    from: text("from_address").notNull(),
    to: text("to_addresses").array().notNull(),
    cc: text("cc_addresses").array().notNull().default([]),
    status: emailStatusEnum("status").notNull().default("QUEUED"),
    language: languageEnum("language").notNull().default("en"),
    errorUsers: jsonb("error_users").$type<EmailErrorUser[]>().notNull().default([]),
    idempotencyKey: text("idempotency_key"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestampTz("sent_at"),
    /** Who triggered the e-mail, when a person did (resends, activation e-mails). */
    sentByUserId: uuid("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** What the search box searches (emailSearchText), kept by Postgres on every write. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`onboard_email_search_text(subject, template, to_addresses, cc_addresses)`),
    ...timestamps,
  },
  (t) => [
    // Each sort order of the outbox, ties broken by the creation time and the id in the same direction, so that one
    // index serves both directions and a page walks it (issue 21: 2,000,000 e-mails).
    index("emails_created_at_idx").on(t.createdAt, t.id),
    index("emails_client_id_created_at_idx").on(t.clientId, t.createdAt),
    index("emails_status_idx").on(t.status, t.createdAt, t.id),
    index("emails_subject_order_idx").on(sql`lower(${t.subject})`, t.createdAt, t.id),
    index("emails_to_order_idx").on(sql`lower((${t.to})[1])`, t.createdAt, t.id),
    // Never-sent e-mails sort last in both directions: keyed as infinity going up and as -infinity going down, so that
    // the order is a plain key (a cursor's row comparison enters the index at it), hence one index per direction.
    index("emails_sent_at_order_idx").on(sql`coalesce(${t.sentAt}, 'infinity'::timestamptz)`, t.createdAt, t.id),
    index("emails_sent_at_desc_order_idx").on(sql`coalesce(${t.sentAt}, '-infinity'::timestamptz)`, t.createdAt, t.id),
    // The search box matches anywhere in the subject, template or recipients: one trigram index (pg_trgm).
    index("emails_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("emails_sent_by_user_id_idx").on(t.sentByUserId),
    uniqueIndex("emails_idempotency_key_key").on(t.idempotencyKey),
  ],
);

export const emailStatusHistory = pgTable(
  "email_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    emailId: uuid("email_id")
      .notNull()
      .references(() => emails.id, { onDelete: "cascade" }),
    status: emailStatusEnum("status").notNull(),
    at: timestampTz("at").notNull().defaultNow(),
    detail: text("detail"),
    ...timestamps,
  },
  (t) => [index("email_status_history_email_id_at_idx").on(t.emailId, t.at)],
);

export const emailsRelations = relations(emails, ({ one, many }) => ({
  client: one(clients, { fields: [emails.clientId], references: [clients.id] }),
  sentBy: one(users, { fields: [emails.sentByUserId], references: [users.id] }),
  statusHistory: many(emailStatusHistory),
}));

export const emailStatusHistoryRelations = relations(emailStatusHistory, ({ one }) => ({
  email: one(emails, { fields: [emailStatusHistory.emailId], references: [emails.id] }),
}));
