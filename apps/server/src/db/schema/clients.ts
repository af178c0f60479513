/** The client (an employer group being onboarded) and its errors: onboarding spec §3 "Client". */
import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { apiJobs } from "./api-jobs";
import { bills } from "./billing";
import { changeLogEntries, changeRecords } from "./changes";
import { clientPlanDesigns, eifCompanyInfo } from "./client-plan-designs";
import { clientSetups } from "./client-setup";
import { softDelete, timestamps, timestampTz, versioned } from "./columns";
import { contacts } from "./contacts";
import { documents } from "./documents";
import { emails } from "./emails";
import { additionalCompensations, employeeClasses } from "./employee-classes";
import { callStatusEnum, clientErrorTypeEnum, implementationTypeEnum, phaseEnum, releaseStatusEnum } from "./enums";
import { explorerPages } from "./explorer-pages";
import { clientFeatureToggles } from "./feature-toggles";
import { locations, monthlyClaimsReportMailingLocations, subsidiaries } from "./locations";
import { onboardingForms } from "./onboarding-forms";
import { outsideSigners, welcomeFlows } from "./outside-signers";
import { plans } from "./plans";
import { policies } from "./policies";
import { policyTasks, tasks } from "./tasks";
import { userClients, users } from "./users";

/** A person invited to a kickoff or install call. */
export type CallAttendee = { name: string; email: string; role?: string };

/** "Set your goals" answers from the kickoff task; the spec names the group, not its fields. */
export type SetYourGoals = {
  goals: string[];
  otherGoal?: string | null;
  priorities?: Record<string, number>;
  notes?: string | null;
};

export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    caseId: text("case_id").notNull(),
    ticketId: text("ticket_id"),
    /** The client's current onboarding phase (its primary policy's phase), kept here so lists can filter on it. */
    phaseId: phaseEnum("phase_id").notNull().default("WELCOME"),
    releaseStatus: releaseStatusEnum("release_status").notNull().default("NOT_LIVE"),
    isActive: boolean("is_active").notNull().default(true),
    isTest: boolean("is_test").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    isOnboard: boolean("is_onboard").notNull().default(true),
    isBenefitsExplorer: boolean("is_benefits_explorer").notNull().default(false),
    implementationType: implementationTypeEnum("implementation_type").notNull().default("NEW_IMPLEMENTATION"),
    baseClientId: uuid("base_client_id").references((): AnyPgColumn => clients.id, { onDelete: "set null" }),
    completedSetup: boolean("completed_setup").notNull().default(false),
    employeesNumber: integer("employees_number"),
    taxId: text("tax_id"),
    policyAnniversaryMonth: integer("policy_anniversary_month"),
    enrollmentStartDate: date("enrollment_start_date"),
    enrollmentEndDate: date("enrollment_end_date"),
    eifSignedAt: timestampTz("eif_signed_at"),
    eifSignedByUserId: uuid("eif_signed_by_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** The inside signer; an outside signer is a row in outside_signers instead. */
    authorizedSignerUserId: uuid("authorized_signer_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),

    kickoffCallSelection: text("kickoff_call_selection"),
    kickoffCallStatus: callStatusEnum("kickoff_call_status"),
    kickoffCallScheduledAt: timestampTz("kickoff_call_scheduled_at"),
    kickoffCallTopics: text("kickoff_call_topics").array(),
    kickoffCallPeople: jsonb("kickoff_call_people").$type<CallAttendee[]>(),
    kickoffCallUpdatedAt: timestampTz("kickoff_call_updated_at"),
    kickoffCallUpdatedByUserId: uuid("kickoff_call_updated_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    installCallSelection: text("install_call_selection"),
    installCallStatus: callStatusEnum("install_call_status"),
    installCallScheduledAt: timestampTz("install_call_scheduled_at"),
    installCallTopics: text("install_call_topics").array(),
    installCallPeople: jsonb("install_call_people").$type<CallAttendee[]>(),
    installCallUpdatedAt: timestampTz("install_call_updated_at"),
    installCallUpdatedByUserId: uuid("install_call_updated_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    setYourGoals: jsonb("set_your_goals").$type<SetYourGoals>(),
    setYourGoalsUpdatedAt: timestampTz("set_your_goals_updated_at"),

    // Change review of post-signature EIF edits (each with at and by).
    changesAcceptedAt: timestampTz("changes_accepted_at"),
    changesAcceptedByUserId: uuid("changes_accepted_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    changesDeclinedAt: timestampTz("changes_declined_at"),
    changesDeclinedByUserId: uuid("changes_declined_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    changesDeclinedReason: text("changes_declined_reason"),
    readyForReviewAt: timestampTz("ready_for_review_at"),
    readyForReviewByUserId: uuid("ready_for_review_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    changesUndoneAt: timestampTz("changes_undone_at"),
    changesUndoneByUserId: uuid("changes_undone_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),

    implementationConsultantFirstName: text("implementation_consultant_first_name"),
    implementationConsultantLastName: text("implementation_consultant_last_name"),
    implementationConsultantPhoneNumber: text("implementation_consultant_phone_number"),
    implementationConsultantEmail: text("implementation_consultant_email"),
    /** The primary web admin; additional web admins are the client's contacts of type WEB_ADMIN. */
    webAdminContactId: uuid("web_admin_contact_id").references((): AnyPgColumn => contacts.id, {
      onDelete: "set null",
    }),
    /**
     * What the search box searches: the name, case ID and ticket, in lower case (a LIKE of the lower-cased words; an
     * ILIKE of each column lower-cases every row again), kept by Postgres on every write.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(name || chr(10) || case_id || chr(10) || coalesce(ticket_id, ''))`),
    ...versioned,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index("clients_name_idx").on(sql`lower(${t.name})`),
    // The list's default order with its filters, covering, so that a deep page is an index-only scan of the live rows.
    // (With the filters' columns: a filtered page or count walks it without reading the table.)
    index("clients_live_name_idx")
      .on(sql`lower(${t.name})`, t.id, t.name, t.isArchived, t.searchText, t.phaseId, t.releaseStatus, t.completedSetup)
      .where(sql`${t.deletedAt} is null`),
    // The clients whose setup is not complete (a few percent of them), in the list's order: the list filtered to them,
    // its page and its capped count (otherwise a walk of the whole order, or a scan, for 1,001 of them: 18-25 ms).
    index("clients_live_setup_pending_name_idx")
      .on(sql`lower(${t.name})`, t.id, t.isArchived)
      .where(sql`${t.deletedAt} is null and not ${t.completedSetup}`),
    // The search box matches anywhere in the name, case ID or ticket: one trigram index (pg_trgm).
    index("clients_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // The list's other sort orders, ties broken by the id (in the same direction, so one index serves both).
    index("clients_case_id_idx").on(t.caseId, t.id),
    index("clients_ticket_id_idx").on(t.ticketId),
    index("clients_phase_id_idx").on(t.phaseId, t.id),
    index("clients_release_status_idx").on(t.releaseStatus, t.id),
    index("clients_base_client_id_idx").on(t.baseClientId),
    index("clients_updated_at_idx").on(t.updatedAt, t.id),
    index("clients_eif_signed_by_user_id_idx").on(t.eifSignedByUserId),
    index("clients_authorized_signer_user_id_idx").on(t.authorizedSignerUserId),
    index("clients_web_admin_contact_id_idx").on(t.webAdminContactId),
    index("clients_kickoff_call_updated_by_user_id_idx").on(t.kickoffCallUpdatedByUserId),
    index("clients_install_call_updated_by_user_id_idx").on(t.installCallUpdatedByUserId),
    index("clients_changes_accepted_by_user_id_idx").on(t.changesAcceptedByUserId),
    index("clients_changes_declined_by_user_id_idx").on(t.changesDeclinedByUserId),
    index("clients_ready_for_review_by_user_id_idx").on(t.readyForReviewByUserId),
    index("clients_changes_undone_by_user_id_idx").on(t.changesUndoneByUserId),
    check(
      "clients_policy_anniversary_month_check",
      sql`${t.policyAnniversaryMonth} is null or ${t.policyAnniversaryMonth} between 1 and 12`,
    ),
    check("clients_employees_number_check", sql`${t.employeesNumber} is null or ${t.employeesNumber} >= 0`),
  ],
);

/** Open problems blocking a client's onboarding (spec §4 "Client error types"). */
export const clientErrors = pgTable(
  "client_errors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id").references(() => policies.id, { onDelete: "cascade" }),
    type: clientErrorTypeEnum("type").notNull(),
    note: text("note"),
    resolvedAt: timestampTz("resolved_at"),
    ...timestamps,
  },
  (t) => [index("client_errors_client_id_idx").on(t.clientId), index("client_errors_policy_id_idx").on(t.policyId)],
);

export const clientsRelations = relations(clients, ({ one, many }) => ({
  baseClient: one(clients, { fields: [clients.baseClientId], references: [clients.id], relationName: "baseClient" }),
  addCoverageClients: many(clients, { relationName: "baseClient" }),
  eifSignedBy: one(users, { fields: [clients.eifSignedByUserId], references: [users.id] }),
  authorizedSigner: one(users, { fields: [clients.authorizedSignerUserId], references: [users.id] }),
  kickoffCallUpdatedBy: one(users, { fields: [clients.kickoffCallUpdatedByUserId], references: [users.id] }),
  installCallUpdatedBy: one(users, { fields: [clients.installCallUpdatedByUserId], references: [users.id] }),
  changesAcceptedBy: one(users, { fields: [clients.changesAcceptedByUserId], references: [users.id] }),
  changesDeclinedBy: one(users, { fields: [clients.changesDeclinedByUserId], references: [users.id] }),
  readyForReviewBy: one(users, { fields: [clients.readyForReviewByUserId], references: [users.id] }),
  changesUndoneBy: one(users, { fields: [clients.changesUndoneByUserId], references: [users.id] }),
  webAdminContact: one(contacts, {
    fields: [clients.webAdminContactId],
    references: [contacts.id],
    relationName: "clientWebAdminContact",
  }),
  policies: many(policies),
  plans: many(plans),
  contacts: many(contacts, { relationName: "clientContacts" }),
  locations: many(locations),
  bills: many(bills),
  subsidiaries: many(subsidiaries),
  monthlyClaimsReportMailingLocations: many(monthlyClaimsReportMailingLocations),
  employeeClasses: many(employeeClasses),
  additionalCompensations: many(additionalCompensations),
  users: many(userClients),
  tasks: many(tasks),
  policyTasks: many(policyTasks),
  apiJobs: many(apiJobs),
  clientErrors: many(clientErrors),
  documents: many(documents),
  emails: many(emails),
  onboardingForms: many(onboardingForms),
  changeRecords: many(changeRecords),
  changeLogEntries: many(changeLogEntries),
  outsideSigners: many(outsideSigners),
  welcomeFlow: one(welcomeFlows),
  setup: one(clientSetups),
  planDesign: one(clientPlanDesigns),
  companyInfo: one(eifCompanyInfo),
  featureToggles: many(clientFeatureToggles),
  explorerPages: many(explorerPages),
}));

export const clientErrorsRelations = relations(clientErrors, ({ one }) => ({
  client: one(clients, { fields: [clientErrors.clientId], references: [clients.id] }),
  policy: one(policies, { fields: [clientErrors.policyId], references: [policies.id] }),
}));
