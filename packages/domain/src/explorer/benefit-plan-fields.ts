/**
 * A benefit plan's fields as the explorer administration form sends them (benefits-explorer spec §3 "Benefit plan"),
 * before the plan rules of spec §5 (benefit-plan-rules.ts) run on them, and the context those rules read. The rules
 * and the full schema (benefit-plan-schema.ts) build on this file, which imports neither.
 */
import { z } from "zod";
import type { UsState } from "../common/us-states";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { text191 } from "../validation/text";
import {
  amountField,
  flag,
  INTEGER_MAX,
  optionalDate,
  optionalEnum,
  optionalFlag,
  optionalId,
  optionalState,
  optionalText,
  percentField,
} from "./admin-form-fields";
import {
  BENEFIT_LEVELS,
  BENEFIT_TYPES,
  CONTENT_FLAGS,
  type ContentFlag,
  DENTAL_YEAR_TYPES,
  ORTHODONTIC_SERVICES,
  PLAN_TYPES,
  PREPAID_DENTAL_NETWORK_KEYS,
} from "./benefit-types";

/** Whether the comparison display is on, per compared benefit type. */
export interface ComparisonDisplay {
  medical: boolean;
  dental: boolean;
  vision: boolean;
}

export interface BenefitPlanContext {
  /** The site's employer state; null skips the state-offering rules (the state is not known yet). */
  employerState: UsState | null;
  /** Medical: always on (pass true). Dental and vision: the client's DENTAL_COMPARISON / VISION_COMPARISON toggles. */
  showComparison: ComparisonDisplay;
}

export const DEFAULT_BENEFIT_PLAN_CONTEXT: BenefitPlanContext = {
  employerState: null,
  showComparison: { medical: true, dental: false, vision: false },
};

/** The comparison display of a client: medical always, dental and vision by the client's feature toggles. */
export function comparisonDisplayFor(toggles: {
  isDentalComparisonOn: boolean;
  isVisionComparisonOn: boolean;
}): ComparisonDisplay {
  return { medical: true, dental: toggles.isDentalComparisonOn, vision: toggles.isVisionComparisonOn };
}

const contentFlagSet: ReadonlySet<string> = new Set(CONTENT_FLAGS);

/** Known flags only ("Invalid content flags." otherwise), each once. Whether they fit the type is a plan rule. */
const contentFlagsField = z
  .array(z.string())
  .nullish()
  .transform((value, ctx): ContentFlag[] => {
    const flags = [...new Set(value ?? [])];
    if (flags.every((f) => contentFlagSet.has(f))) return flags as ContentFlag[];
    ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.contentFlagsInvalid, continue: true });
    return [];
  });

/** A carrier id: a whole number above 0 (1 is the carrier itself). Null after a failed check. */
const carrierIdField = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx): number | null => {
    const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof number === "number" && Number.isInteger(number) && number > 0 && number <= INTEGER_MAX) return number;
    ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.carrierIdInvalid, continue: true });
    return null;
  });

export const benefitPlanFieldsSchema = z.object({
  /** The stored plan's id when editing; null for a new plan. The display order is the plan's place in the list. */
  id: optionalId(),
  carrierId: carrierIdField,
  benefitType: optionalEnum(BENEFIT_TYPES),
  planType: optionalEnum(PLAN_TYPES, VALIDATION_MESSAGES.planTypeInvalid),
  planName: text191(VALIDATION_MESSAGES.planNameRequired),
  legalEntity: optionalText(),
  pfmlState: optionalState(),
  isNew: flag(),
  contentFlags: contentFlagsField,
  benefitLevel: optionalEnum(BENEFIT_LEVELS, VALIDATION_MESSAGES.benefitLevelInvalid),
  wellnessAmount: amountField(),
  prepaidSitusState: optionalState(),
  prepaidDentalNetwork: optionalEnum(PREPAID_DENTAL_NETWORK_KEYS),
  premium: optionalText(),
  outOfPocketCosts: optionalText(),
  planSummaryDocumentId: optionalId(),
  spanishPlanSummaryDocumentId: optionalId(),
  linkedHDHPPlanName: optionalText(),

  // Medical
  medicalDeductibleIndividualInNetwork: amountField(),
  medicalDeductibleIndividualOutOfNetwork: amountField(),
  medicalDeductibleIndividualOutOfNetworkNotApplicable: flag(),
  medicalDeductibleFamilyInNetwork: amountField(),
  medicalDeductibleFamilyOutOfNetwork: amountField(),
  medicalDeductibleFamilyOutOfNetworkNotApplicable: flag(),
  medicalOutOfPocketMaximumIndividualInNetwork: amountField(),
  medicalOutOfPocketMaximumIndividualOutOfNetwork: amountField(),
  medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable: flag(),
  medicalOutOfPocketMaximumFamilyInNetwork: amountField(),
  medicalOutOfPocketMaximumFamilyOutOfNetwork: amountField(),
  medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable: flag(),
  medicalOutOfNetworkBenefits: optionalFlag(),
  medicalHealthSavingsAccountEmployerContribution: amountField(),
  medicalPcpCoordinationRequired: optionalFlag(),
  medicalPcpSpecialtyCareReferralRequired: optionalFlag(),

  // Dental
  dentalYearType: optionalEnum(DENTAL_YEAR_TYPES),
  dentalOrthodonticServices: optionalEnum(ORTHODONTIC_SERVICES),
  dentalOrthodonticMaximumAdultAmount: amountField(),
  dentalOrthodonticMaximumAdultPercent: percentField(),
  dentalOrthodonticMaximumChildAmount: amountField(),
  dentalOrthodonticMaximumChildPercent: percentField(),
  dentalTypeOneInNetwork: percentField(),
  dentalTypeOneOutOfNetwork: percentField(),
  dentalTypeTwoInNetwork: percentField(),
  dentalTypeTwoOutOfNetwork: percentField(),
  dentalTypeThreeInNetwork: percentField(),
  dentalTypeThreeOutOfNetwork: percentField(),

  // Vision
  visionExamInNetwork: amountField(),
  visionExamOutOfNetwork: amountField(),
  visionExamBiyearly: optionalFlag(),
  visionLensesInNetwork: amountField(),
  visionLensesOutOfNetwork: amountField(),
  visionLensesBiyearly: optionalFlag(),
  visionFramesInNetwork: amountField(),
  visionFramesOutOfNetwork: amountField(),
  visionFramesBiyearly: optionalFlag(),
  visionContactLensesInNetwork: amountField(),
  visionContactLensesOutOfNetwork: amountField(),
  visionContactLensesBiyearly: optionalFlag(),
  visionContactLensExamInNetwork: amountField(),
  visionContactLensExamOutOfNetwork: amountField(),
  visionContactLensExamBiyearly: optionalFlag(),
  visionFramesOverPercent: percentField(),

  // Financial
  financialFSAMoneyRollover: optionalFlag(),
  financialFSARolloverAmount: amountField(),
  /** YYYY-MM-DD */
  financialFSARolloverDate: optionalDate(),
});

/** A plan after parsing: empty inputs are null, numbers are numbers. */
export type BenefitPlanFields = z.infer<typeof benefitPlanFieldsSchema>;

/** A field of a plan, as the rules name it. */
export type PlanField = keyof BenefitPlanFields;
/** Where a rule reports an issue on a field (a zod context, or a list in tests). */
export type PlanIssueReporter = (field: PlanField, message: string) => void;
