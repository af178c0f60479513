/**
 * EIF answers kept per client: the company-information answers and the plan-design answers
 * (ERISA, Section 125, age rules, rehire, value added services, PFML, FLI, critical illness,
 * subsidiaries). Each row is edited concurrently by the client and the carrier, so it is versioned.
 */
import { relations } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps, timestampTz, versioned } from "./columns";
import {
  contributionTypeEnum,
  durationUnitEnum,
  leaveYearMethodEnum,
  minimumIntermittentLeaveEnum,
  taxTreatmentEnum,
  valueAddedServiceEnum,
} from "./enums";
import { locations } from "./locations";
import { users } from "./users";

/** Age rules sub-step: which age drives spouse and dependent rates, and when ages are recalculated. */
export type AgeRules = {
  spouseRatesBasedOn: "EMPLOYEE_AGE" | "SPOUSE_AGE";
  ageCalculationDate: "POLICY_ANNIVERSARY" | "EMPLOYEE_BIRTHDAY" | "JANUARY_FIRST";
  ageReductionsApplyToDependentLife?: boolean;
};

/** Options chosen per value added service (e.g. who enrols, which plan it rides on). */
export type ValueAddedServiceOptions = Partial<
  Record<"ONLINE_WILL" | "EMERGENCY_TRAVEL" | "SELF_CARE_PLUS" | "WELLTHY", { coverages: string[]; notes?: string }>
>;

/** Critical illness answers; the spec names the group only. */
export type CriticalIllnessOptions = {
  valueAddedService?: "Health_Navigator_Helpline" | "Self_Care_From_AbleTo" | null;
  includesCancerRecurrence?: boolean;
  childCoverageIncluded?: boolean;
};

export const clientPlanDesigns = pgTable(
  "client_plan_designs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    isErisaPlan: boolean("is_erisa_plan"),
    erisaPlanNumber: text("erisa_plan_number"),
    /** MM/DD, as the EIF date inputs take it. */
    erisaPlanYearEnd: text("erisa_plan_year_end"),
    hasSection125Plan: boolean("has_section_125_plan"),
    section125TaxTreatment: taxTreatmentEnum("section_125_tax_treatment"),
    ageRules: jsonb("age_rules").$type<AgeRules>(),
    rehireDurationValue: integer("rehire_duration_value"),
    rehireDurationUnit: durationUnitEnum("rehire_duration_unit"),
    benefitLookBackValue: integer("benefit_look_back_value"),
    benefitLookBackUnit: durationUnitEnum("benefit_look_back_unit"),
    waiveWaitingPeriodForRehires: boolean("waive_waiting_period_for_rehires"),
    valueAddedServices: valueAddedServiceEnum("value_added_services").array(),
    valueAddedServiceOptions: jsonb("value_added_service_options").$type<ValueAddedServiceOptions>(),
    pfmlLeaveYearMethod: leaveYearMethodEnum("pfml_leave_year_method"),
    /** Start of a FIXED_YEAR leave year, MM/DD. */
    pfmlFixedYearStart: text("pfml_fixed_year_start"),
    pfmlContributionType: contributionTypeEnum("pfml_contribution_type"),
    pfmlMinimumIntermittentLeave: minimumIntermittentLeaveEnum("pfml_minimum_intermittent_leave"),
    hasFamilyLeaveInsurance: boolean("has_family_leave_insurance"),
    fliContributionType: contributionTypeEnum("fli_contribution_type"),
    fliEmployeeContributionPercent: numeric("fli_employee_contribution_percent", {
      precision: 5,
      scale: 2,
      mode: "number",
    }),
    criticalIllnessOptions: jsonb("critical_illness_options").$type<CriticalIllnessOptions>(),
    hasSubsidiaries: boolean("has_subsidiaries"),
    // Current policies: decide the age-rules sub-step (spec §5 "spouse voluntary life, or dependent life with changes").
    voluntaryLifeIncludesSpouse: boolean("voluntary_life_includes_spouse"),
    dependentLifeIncluded: boolean("dependent_life_included"),
    dependentLifeHasChanges: boolean("dependent_life_has_changes"),
    // Malpractice sub-step (healthcare professionals with LTD).
    malpracticePremiumsReimbursed: boolean("malpractice_premiums_reimbursed"),
    malpracticeIncludedInEarnings: boolean("malpractice_included_in_earnings"),
    subsidiariesBilledSeparately: boolean("subsidiaries_billed_separately"),
    subsidiariesHaveSeparateTaxIds: boolean("subsidiaries_have_separate_tax_ids"),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("client_plan_designs_client_id_key").on(t.clientId),
    index("client_plan_designs_updated_by_user_id_idx").on(t.updatedByUserId),
  ],
);

/** The EIF "company information" step. */
export const eifCompanyInfo = pgTable(
  "eif_company_info",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    legalName: text("legal_name"),
    doingBusinessAs: text("doing_business_as"),
    natureOfBusiness: text("nature_of_business"),
    sicCode: text("sic_code"),
    /** Industry segment; "healthcare professionals" plus LTD turns on the malpractice sub-step. */
    industrySegment: text("industry_segment"),
    headquartersLocationId: uuid("headquarters_location_id").references(() => locations.id, { onDelete: "set null" }),
    fiscalYearStart: date("fiscal_year_start"),
    hasEmployeesInMultipleStates: boolean("has_employees_in_multiple_states"),
    isEapOnlyBlended: boolean("is_eap_only_blended"),
    completedAt: timestampTz("completed_at"),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("eif_company_info_client_id_key").on(t.clientId),
    index("eif_company_info_headquarters_location_id_idx").on(t.headquartersLocationId),
    index("eif_company_info_updated_by_user_id_idx").on(t.updatedByUserId),
  ],
);

export const clientPlanDesignsRelations = relations(clientPlanDesigns, ({ one }) => ({
  client: one(clients, { fields: [clientPlanDesigns.clientId], references: [clients.id] }),
  updatedBy: one(users, { fields: [clientPlanDesigns.updatedByUserId], references: [users.id] }),
}));

export const eifCompanyInfoRelations = relations(eifCompanyInfo, ({ one }) => ({
  client: one(clients, { fields: [eifCompanyInfo.clientId], references: [clients.id] }),
  headquartersLocation: one(locations, {
    fields: [eifCompanyInfo.headquartersLocationId],
    references: [locations.id],
  }),
  updatedBy: one(users, { fields: [eifCompanyInfo.updatedByUserId], references: [users.id] }),
}));
