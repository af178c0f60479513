/** Employee classes, the plans each class gets, and additional compensation (onboarding spec §3). */
import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { softDelete, timestamps, versioned } from "./columns";
import { compensationTypeEnum, contributionTypeEnum, durationUnitEnum, taxTreatmentEnum } from "./enums";
import type { QpsClass } from "./plans";
import { plans } from "./plans";

export const employeeClasses = pgTable(
  "employee_classes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** e.g. FULL_TIME, PART_TIME, SEASONAL, UNION. */
    employmentTypes: text("employment_types").array().notNull().default([]),
    minimumHoursPerWeek: integer("minimum_hours_per_week"),
    qpsClasses: jsonb("qps_classes").$type<QpsClass[]>().notNull().default([]),
    ...versioned,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index("employee_classes_client_id_idx").on(t.clientId),
    uniqueIndex("employee_classes_client_id_name_key")
      .on(t.clientId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A plan offered to a class, with its waiting period and contributions. */
export const employeeClassPlans = pgTable(
  "employee_class_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeClassId: uuid("employee_class_id")
      .notNull()
      .references(() => employeeClasses.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    /** e.g. FIRST_OF_MONTH_FOLLOWING, DATE_OF_HIRE. */
    waitingPeriodRule: text("waiting_period_rule"),
    waitingPeriodValue: integer("waiting_period_value"),
    waitingPeriodUnit: durationUnitEnum("waiting_period_unit"),
    contributionType: contributionTypeEnum("contribution_type"),
    employerContributionPercent: numeric("employer_contribution_percent", { precision: 5, scale: 2, mode: "number" }),
    employeeContributionPercent: numeric("employee_contribution_percent", { precision: 5, scale: 2, mode: "number" }),
    taxTreatment: taxTreatmentEnum("tax_treatment"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("employee_class_plans_class_id_plan_id_key").on(t.employeeClassId, t.planId),
    index("employee_class_plans_plan_id_idx").on(t.planId),
    check(
      "employee_class_plans_percents_check",
      sql`(${t.employerContributionPercent} is null or ${t.employerContributionPercent} between 0 and 100) and (${t.employeeContributionPercent} is null or ${t.employeeContributionPercent} between 0 and 100)`,
    ),
  ],
);

/** Compensation counted as insured earnings (for disability and salary-based life), per client or per class. */
export const additionalCompensations = pgTable(
  "additional_compensations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    employeeClassId: uuid("employee_class_id").references(() => employeeClasses.id, { onDelete: "cascade" }),
    compensationType: compensationTypeEnum("compensation_type").notNull(),
    isIncluded: boolean("is_included").notNull().default(false),
    averagingPeriodMonths: integer("averaging_period_months"),
    ...timestamps,
  },
  (t) => [
    index("additional_compensations_client_id_idx").on(t.clientId),
    index("additional_compensations_employee_class_id_idx").on(t.employeeClassId),
  ],
);

export const employeeClassesRelations = relations(employeeClasses, ({ one, many }) => ({
  client: one(clients, { fields: [employeeClasses.clientId], references: [clients.id] }),
  plans: many(employeeClassPlans),
  additionalCompensations: many(additionalCompensations),
}));

export const employeeClassPlansRelations = relations(employeeClassPlans, ({ one }) => ({
  employeeClass: one(employeeClasses, {
    fields: [employeeClassPlans.employeeClassId],
    references: [employeeClasses.id],
  }),
  plan: one(plans, { fields: [employeeClassPlans.planId], references: [plans.id] }),
}));

export const additionalCompensationsRelations = relations(additionalCompensations, ({ one }) => ({
  client: one(clients, { fields: [additionalCompensations.clientId], references: [clients.id] }),
  employeeClass: one(employeeClasses, {
    fields: [additionalCompensations.employeeClassId],
    references: [employeeClasses.id],
  }),
}));
