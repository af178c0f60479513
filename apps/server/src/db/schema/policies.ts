/** Policies sold to a client: onboarding spec §3 "Policy". */
import { relations } from "drizzle-orm";
import { boolean, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { benAdminPlatforms } from "./ben-admin-platforms";
import { bills } from "./billing";
import { clients } from "./clients";
import { timestamps, timestampTz } from "./columns";
import { contacts } from "./contacts";
import {
  advanceOrArrearsEnum,
  billingAdministrationTypeEnum,
  billingStructureTypeEnum,
  billPayrollCycleEnum,
  phaseEnum,
  slfCoverageEnum,
  usStateEnum,
} from "./enums";
import { explorerPagePolicies } from "./explorer-pages";
import { plans } from "./plans";
import { policyTasks } from "./tasks";

/** One event reported by QPS (the policy-administration system) about this policy. */
export type QpsEvent = {
  at: string;
  type: string;
  message: string;
  apiJobId?: string;
};

export const policies = pgTable(
  "policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    policyNumber: text("policy_number").notNull(),
    slfCoverages: slfCoverageEnum("slf_coverages").array().notNull().default([]),
    primaryPolicy: boolean("primary_policy").notNull().default(false),
    phaseId: phaseEnum("phase_id").notNull().default("WELCOME"),
    policyEffective: date("policy_effective"),
    initialPolicyEffectiveDate: date("initial_policy_effective_date"),
    enrollmentCensusDeadline: date("enrollment_census_deadline"),
    infoGatheringDeadline: date("info_gathering_deadline"),
    liveStatusDate: date("live_status_date"),
    issuedStateSitus: usStateEnum("issued_state_situs"),
    billingAdministrationType: billingAdministrationTypeEnum("billing_administration_type"),
    billingStructureType: billingStructureTypeEnum("billing_structure_type"),
    billPayrollCycles: billPayrollCycleEnum("bill_payroll_cycles").array(),
    advanceOrArrears: advanceOrArrearsEnum("advance_or_arrears"),
    benAdminPlatformId: uuid("ben_admin_platform_id").references(() => benAdminPlatforms.id, {
      onDelete: "set null",
    }),
    dataFeedPlatformId: uuid("data_feed_platform_id").references(() => benAdminPlatforms.id, {
      onDelete: "set null",
    }),
    dataFeedPrimaryContactId: uuid("data_feed_primary_contact_id").references(() => contacts.id, {
      onDelete: "set null",
    }),
    dataFeedSecondaryContactId: uuid("data_feed_secondary_contact_id").references(() => contacts.id, {
      onDelete: "set null",
    }),
    dataFeedTechnicalContactId: uuid("data_feed_technical_contact_id").references(() => contacts.id, {
      onDelete: "set null",
    }),
    tpaContactId: uuid("tpa_contact_id").references(() => contacts.id, { onDelete: "set null" }),
    pushedToCompassAt: timestampTz("pushed_to_compass_at"),
    qpsEvents: jsonb("qps_events").$type<QpsEvent[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index("policies_client_id_idx").on(t.clientId),
    uniqueIndex("policies_client_id_policy_number_key").on(t.clientId, t.policyNumber),
    index("policies_policy_number_idx").on(t.policyNumber),
    index("policies_phase_id_idx").on(t.phaseId),
    index("policies_ben_admin_platform_id_idx").on(t.benAdminPlatformId),
    index("policies_data_feed_platform_id_idx").on(t.dataFeedPlatformId),
    index("policies_data_feed_primary_contact_id_idx").on(t.dataFeedPrimaryContactId),
    index("policies_data_feed_secondary_contact_id_idx").on(t.dataFeedSecondaryContactId),
    index("policies_data_feed_technical_contact_id_idx").on(t.dataFeedTechnicalContactId),
    index("policies_tpa_contact_id_idx").on(t.tpaContactId),
  ],
);

export const policiesRelations = relations(policies, ({ one, many }) => ({
  client: one(clients, { fields: [policies.clientId], references: [clients.id] }),
  benAdminPlatform: one(benAdminPlatforms, {
    fields: [policies.benAdminPlatformId],
    references: [benAdminPlatforms.id],
    relationName: "policyBenAdminPlatform",
  }),
  dataFeedPlatform: one(benAdminPlatforms, {
    fields: [policies.dataFeedPlatformId],
    references: [benAdminPlatforms.id],
    relationName: "policyDataFeedPlatform",
  }),
  dataFeedPrimaryContact: one(contacts, { fields: [policies.dataFeedPrimaryContactId], references: [contacts.id] }),
  dataFeedSecondaryContact: one(contacts, {
    fields: [policies.dataFeedSecondaryContactId],
    references: [contacts.id],
  }),
  dataFeedTechnicalContact: one(contacts, {
    fields: [policies.dataFeedTechnicalContactId],
    references: [contacts.id],
  }),
  tpaContact: one(contacts, { fields: [policies.tpaContactId], references: [contacts.id] }),
  plans: many(plans),
  bills: many(bills),
  policyTasks: many(policyTasks),
  explorerPages: many(explorerPagePolicies),
}));
