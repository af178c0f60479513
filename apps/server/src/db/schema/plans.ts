/** Onboarding plans (the plan-design side of a policy's coverages): onboarding spec §3 "Plan". */
import { relations, sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, versioned } from "./columns";
import { contacts } from "./contacts";
import { employeeClassPlans } from "./employee-classes";
import {
  claimsCheckPayeeEnum,
  contributionTypeEnum,
  pfmlOptionEnum,
  sendClaimsCheckToEnum,
  slfCoverageEnum,
  usStateEnum,
} from "./enums";
import { policies } from "./policies";

/** Class codes QPS assigned to this plan (benefits-explorer spec §3 "plan: qpsClasses"). */
export type QpsClass = { classId: string; description: string };

export const plans = pgTable(
  "plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id").references(() => policies.id, { onDelete: "cascade" }),
    benefitType: slfCoverageEnum("benefit_type").notNull(),
    name: text("name"),
    salaryBased: boolean("salary_based"),
    pfmlOption: pfmlOptionEnum("pfml_option"),
    terminationDate: date("termination_date"),
    pfmlState: usStateEnum("pfml_state"),
    pfmlContributionType: contributionTypeEnum("pfml_contribution_type"),
    pfmlEmployerContributionPercent: numeric("pfml_employer_contribution_percent", {
      precision: 5,
      scale: 2,
      mode: "number",
    }),
    pfmlEmployeeContributionPercent: numeric("pfml_employee_contribution_percent", {
      precision: 5,
      scale: 2,
      mode: "number",
    }),
    claimsCheckPayee: claimsCheckPayeeEnum("claims_check_payee"),
    sendClaimsCheckTo: sendClaimsCheckToEnum("send_claims_check_to"),
    /**
     * The plan's maximum benefit in dollars (a life or critical-illness amount), from the plan design; null when the
     * plan has none. The census refuses an elected amount over it (issue 16).
     */
    maximumBenefitAmount: numeric("maximum_benefit_amount", { precision: 12, scale: 2, mode: "number" }),
    /** The prior or administering carrier's name where the plan is not ours alone. */
    carrierName: text("carrier_name"),
    payeeContactId: uuid("payee_contact_id").references(() => contacts.id, { onDelete: "set null" }),
    qpsClasses: jsonb("qps_classes").$type<QpsClass[]>().notNull().default([]),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index("plans_client_id_idx").on(t.clientId),
    index("plans_policy_id_idx").on(t.policyId),
    index("plans_payee_contact_id_idx").on(t.payeeContactId),
    check(
      "plans_pfml_percents_check",
      sql`(${t.pfmlEmployerContributionPercent} is null or ${t.pfmlEmployerContributionPercent} between 0 and 100) and (${t.pfmlEmployeeContributionPercent} is null or ${t.pfmlEmployeeContributionPercent} between 0 and 100)`,
    ),
  ],
);

export const plansRelations = relations(plans, ({ one, many }) => ({
  client: one(clients, { fields: [plans.clientId], references: [clients.id] }),
  policy: one(policies, { fields: [plans.policyId], references: [policies.id] }),
  payeeContact: one(contacts, { fields: [plans.payeeContactId], references: [contacts.id] }),
  employeeClassPlans: many(employeeClassPlans),
}));
