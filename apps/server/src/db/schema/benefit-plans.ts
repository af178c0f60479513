/**
 * Plans shown on an explorer page, with every comparison field of benefits-explorer spec §3 "Benefit plan"
 * as its own column. The plan-type, level and content-flag checks come from the domain's rules.
 */
import { relations, sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  amountsNotNegativeSql,
  benefitLevelFitsBenefitTypeSql,
  contentFlagsFitBenefitTypeSql,
  percentsInRangeSql,
  planTypeFitsBenefitTypeSql,
} from "./benefit-plan-rules";
import { softDelete, timestamps } from "./columns";
import { documents } from "./documents";
import {
  benefitLevelEnum,
  benefitTypeEnum,
  contentFlagEnum,
  dentalYearTypeEnum,
  orthodonticServicesEnum,
  planTypeEnum,
  prepaidDentalNetworkEnum,
  usStateEnum,
} from "./enums";
import { explorerPages } from "./explorer-pages";

/** Dollar amounts: two decimals, read as numbers. */
function money(name: string) {
  return numeric(name, { precision: 12, scale: 2, mode: "number" });
}

const PERCENT_COLUMNS = [
  "dental_orthodontic_maximum_adult_percent",
  "dental_orthodontic_maximum_child_percent",
  "dental_type_one_in_network",
  "dental_type_one_out_of_network",
  "dental_type_two_in_network",
  "dental_type_two_out_of_network",
  "dental_type_three_in_network",
  "dental_type_three_out_of_network",
  "vision_frames_over_percent",
] as const;

const AMOUNT_COLUMNS = [
  "wellness_amount",
  "medical_deductible_individual_in_network",
  "medical_deductible_individual_out_of_network",
  "medical_deductible_family_in_network",
  "medical_deductible_family_out_of_network",
  "medical_out_of_pocket_maximum_individual_in_network",
  "medical_out_of_pocket_maximum_individual_out_of_network",
  "medical_out_of_pocket_maximum_family_in_network",
  "medical_out_of_pocket_maximum_family_out_of_network",
  "medical_health_savings_account_employer_contribution",
  "dental_orthodontic_maximum_adult_amount",
  "dental_orthodontic_maximum_child_amount",
  "vision_exam_in_network",
  "vision_exam_out_of_network",
  "vision_lenses_in_network",
  "vision_lenses_out_of_network",
  "vision_frames_in_network",
  "vision_frames_out_of_network",
  "vision_contact_lenses_in_network",
  "vision_contact_lenses_out_of_network",
  "vision_contact_lens_exam_in_network",
  "vision_contact_lens_exam_out_of_network",
  "financial_fsa_rollover_amount",
] as const;

export const benefitPlans = pgTable(
  "benefit_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    explorerPageId: uuid("explorer_page_id")
      .notNull()
      .references(() => explorerPages.id, { onDelete: "cascade" }),
    /** Display order within the page. */
    order: integer("order").notNull().default(0),
    /** 1 is the carrier itself; any other id is another carrier, which then needs a legal entity. */
    carrierId: integer("carrier_id").notNull().default(1),
    benefitType: benefitTypeEnum("benefit_type").notNull(),
    planType: planTypeEnum("plan_type").notNull(),
    planName: text("plan_name").notNull(),
    legalEntity: text("legal_entity"),
    pfmlState: usStateEnum("pfml_state"),
    isNew: boolean("is_new").notNull().default(false),
    contentFlags: contentFlagEnum("content_flags").array().notNull().default([]),
    benefitLevel: benefitLevelEnum("benefit_level"),
    wellnessAmount: money("wellness_amount"),
    prepaidSitusState: usStateEnum("prepaid_situs_state"),
    prepaidDentalNetwork: prepaidDentalNetworkEnum("prepaid_dental_network"),
    /** Display text as entered, e.g. "$38.12 per pay period". */
    premium: text("premium"),
    outOfPocketCosts: text("out_of_pocket_costs"),
    planSummaryDocumentId: uuid("plan_summary_document_id").references(() => documents.id, { onDelete: "set null" }),
    spanishPlanSummaryDocumentId: uuid("spanish_plan_summary_document_id").references(() => documents.id, {
      onDelete: "set null",
    }),
    linkedHDHPPlanName: text("linked_hdhp_plan_name"),

    // Medical
    medicalDeductibleIndividualInNetwork: money("medical_deductible_individual_in_network"),
    medicalDeductibleIndividualOutOfNetwork: money("medical_deductible_individual_out_of_network"),
    medicalDeductibleIndividualOutOfNetworkNotApplicable: boolean(
      "medical_deductible_individual_out_of_network_not_applicable",
    )
      .notNull()
      .default(false),
    medicalDeductibleFamilyInNetwork: money("medical_deductible_family_in_network"),
    medicalDeductibleFamilyOutOfNetwork: money("medical_deductible_family_out_of_network"),
    medicalDeductibleFamilyOutOfNetworkNotApplicable: boolean("medical_deductible_family_out_of_network_not_applicable")
      .notNull()
      .default(false),
    medicalOutOfPocketMaximumIndividualInNetwork: money("medical_out_of_pocket_maximum_individual_in_network"),
    medicalOutOfPocketMaximumIndividualOutOfNetwork: money("medical_out_of_pocket_maximum_individual_out_of_network"),
    medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable: boolean(
      "medical_out_of_pocket_maximum_individual_out_of_network_not_applicable",
    )
      .notNull()
      .default(false),
    medicalOutOfPocketMaximumFamilyInNetwork: money("medical_out_of_pocket_maximum_family_in_network"),
    medicalOutOfPocketMaximumFamilyOutOfNetwork: money("medical_out_of_pocket_maximum_family_out_of_network"),
    medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable: boolean(
      "medical_out_of_pocket_maximum_family_out_of_network_not_applicable",
    )
      .notNull()
      .default(false),
    medicalOutOfNetworkBenefits: boolean("medical_out_of_network_benefits"),
    medicalHealthSavingsAccountEmployerContribution: money("medical_health_savings_account_employer_contribution"),
    medicalPcpCoordinationRequired: boolean("medical_pcp_coordination_required"),
    medicalPcpSpecialtyCareReferralRequired: boolean("medical_pcp_specialty_care_referral_required"),

    // Dental (coverage percents are 0-100)
    dentalYearType: dentalYearTypeEnum("dental_year_type"),
    dentalOrthodonticServices: orthodonticServicesEnum("dental_orthodontic_services"),
    dentalOrthodonticMaximumAdultAmount: money("dental_orthodontic_maximum_adult_amount"),
    dentalOrthodonticMaximumAdultPercent: integer("dental_orthodontic_maximum_adult_percent"),
    dentalOrthodonticMaximumChildAmount: money("dental_orthodontic_maximum_child_amount"),
    dentalOrthodonticMaximumChildPercent: integer("dental_orthodontic_maximum_child_percent"),
    dentalTypeOneInNetwork: integer("dental_type_one_in_network"),
    dentalTypeOneOutOfNetwork: integer("dental_type_one_out_of_network"),
    dentalTypeTwoInNetwork: integer("dental_type_two_in_network"),
    dentalTypeTwoOutOfNetwork: integer("dental_type_two_out_of_network"),
    dentalTypeThreeInNetwork: integer("dental_type_three_in_network"),
    dentalTypeThreeOutOfNetwork: integer("dental_type_three_out_of_network"),

    // Vision (amounts are allowances or copays; "biyearly" means once every 24 months)
    visionExamInNetwork: money("vision_exam_in_network"),
    visionExamOutOfNetwork: money("vision_exam_out_of_network"),
    visionExamBiyearly: boolean("vision_exam_biyearly"),
    visionLensesInNetwork: money("vision_lenses_in_network"),
    visionLensesOutOfNetwork: money("vision_lenses_out_of_network"),
    visionLensesBiyearly: boolean("vision_lenses_biyearly"),
    visionFramesInNetwork: money("vision_frames_in_network"),
    visionFramesOutOfNetwork: money("vision_frames_out_of_network"),
    visionFramesBiyearly: boolean("vision_frames_biyearly"),
    visionContactLensesInNetwork: money("vision_contact_lenses_in_network"),
    visionContactLensesOutOfNetwork: money("vision_contact_lenses_out_of_network"),
    visionContactLensesBiyearly: boolean("vision_contact_lenses_biyearly"),
    visionContactLensExamInNetwork: money("vision_contact_lens_exam_in_network"),
    visionContactLensExamOutOfNetwork: money("vision_contact_lens_exam_out_of_network"),
    visionContactLensExamBiyearly: boolean("vision_contact_lens_exam_biyearly"),
    visionFramesOverPercent: integer("vision_frames_over_percent"),

    // Financial
    financialFSAMoneyRollover: boolean("financial_fsa_money_rollover"),
    financialFSARolloverAmount: money("financial_fsa_rollover_amount"),
    financialFSARolloverDate: date("financial_fsa_rollover_date"),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index("benefit_plans_explorer_page_id_order_idx").on(t.explorerPageId, t.order),
    index("benefit_plans_explorer_page_id_benefit_type_idx").on(t.explorerPageId, t.benefitType),
    index("benefit_plans_plan_summary_document_id_idx").on(t.planSummaryDocumentId),
    index("benefit_plans_spanish_plan_summary_document_id_idx").on(t.spanishPlanSummaryDocumentId),
    check("benefit_plans_carrier_id_check", sql`${t.carrierId} > 0`),
    check("benefit_plans_legal_entity_check", sql`${t.carrierId} = 1 or ${t.legalEntity} is not null`),
    check("benefit_plans_plan_type_check", planTypeFitsBenefitTypeSql()),
    check("benefit_plans_benefit_level_check", benefitLevelFitsBenefitTypeSql()),
    check("benefit_plans_content_flags_check", contentFlagsFitBenefitTypeSql()),
    check(
      "benefit_plans_critical_illness_flags_check",
      sql`${t.benefitType} <> 'CRITICAL_ILLNESS' or cardinality(${t.contentFlags}) <= 1`,
    ),
    check("benefit_plans_pfml_state_check", sql`${t.planType} <> 'PFML_FMLA_LEAVE' or ${t.pfmlState} is not null`),
    check("benefit_plans_percents_check", percentsInRangeSql(PERCENT_COLUMNS)),
    check("benefit_plans_amounts_check", amountsNotNegativeSql(AMOUNT_COLUMNS)),
    check(
      "benefit_plans_fsa_rollover_check",
      sql`${t.financialFSAMoneyRollover} is not true or (${t.financialFSARolloverAmount} is not null and ${t.financialFSARolloverDate} is not null)`,
    ),
  ],
);

export const benefitPlansRelations = relations(benefitPlans, ({ one }) => ({
  explorerPage: one(explorerPages, { fields: [benefitPlans.explorerPageId], references: [explorerPages.id] }),
  planSummaryDocument: one(documents, {
    fields: [benefitPlans.planSummaryDocumentId],
    references: [documents.id],
    relationName: "planSummaryDocument",
  }),
  spanishPlanSummaryDocument: one(documents, {
    fields: [benefitPlans.spanishPlanSummaryDocumentId],
    references: [documents.id],
    relationName: "spanishPlanSummaryDocument",
  }),
}));
