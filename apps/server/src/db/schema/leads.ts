/** Explorer leads (employers and brokers) and "e-mail me my plan" requests (benefits-explorer spec §3). */
import { relations, sql } from "drizzle-orm";
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { emails } from "./emails";
import { externalUserTypeEnum, languageEnum, usStateEnum } from "./enums";
import { explorerPages } from "./explorer-pages";

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The page the lead came from, if any. */
    explorerPageId: uuid("explorer_page_id").references(() => explorerPages.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    city: text("city").notNull(),
    state: usStateEnum("state").notNull(),
    phone: text("phone").notNull(),
    externalUser: externalUserTypeEnum("external_user").notNull(),
    employerName: text("employer_name").notNull(),
    /** Required when externalUser is BROKER. */
    brokerName: text("broker_name"),
    ip: text("ip"),
    ...timestamps,
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_explorer_page_id_idx").on(t.explorerPageId),
    // The 24-hour duplicate check looks leads up by e-mail, whatever its case.
    index("leads_email_created_at_idx").on(sql`lower(${t.email})`, t.createdAt),
  ],
);

/** An employee's request to have the plans they selected e-mailed (the captcha token is checked, not stored). */
export const emailPlanRequests = pgTable(
  "email_plan_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    explorerPageId: uuid("explorer_page_id")
      .notNull()
      .references(() => explorerPages.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** Ids of the benefit plans selected ("benefits[]"); kept as sent, plans may later be deleted. */
    benefits: uuid("benefits").array().notNull(),
    language: languageEnum("language").notNull(),
    emailId: uuid("email_id").references(() => emails.id, { onDelete: "set null" }),
    ip: text("ip"),
    ...timestamps,
  },
  (t) => [
    index("email_plan_requests_explorer_page_id_idx").on(t.explorerPageId),
    index("email_plan_requests_email_id_idx").on(t.emailId),
    index("email_plan_requests_created_at_idx").on(t.createdAt),
  ],
);

export const leadsRelations = relations(leads, ({ one }) => ({
  explorerPage: one(explorerPages, { fields: [leads.explorerPageId], references: [explorerPages.id] }),
}));

export const emailPlanRequestsRelations = relations(emailPlanRequests, ({ one }) => ({
  explorerPage: one(explorerPages, { fields: [emailPlanRequests.explorerPageId], references: [explorerPages.id] }),
  email: one(emails, { fields: [emailPlanRequests.emailId], references: [emails.id] }),
}));
