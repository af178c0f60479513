/** Outgoing e-mails (the outbox shown in /emails) and their status history (onboarding spec §3 "Email"). */
import { relations } from "drizzle-orm";
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
    ...timestamps,
  },
  (t) => [
    index("emails_created_at_idx").on(t.createdAt),
    index("emails_client_id_created_at_idx").on(t.clientId, t.createdAt),
    index("emails_status_idx").on(t.status),
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
