/**
 * The plan rules of benefits-explorer spec §5 "Plan" and "Comparison fields", as plain checks that report each
 * issue on the field the form shows it on. Used by benefitPlanSchemaFor and by the site schema for its plans.
 */
import { VALIDATION_MESSAGES } from "../validation/messages";
import { checkComparisonFields } from "./benefit-plan-comparison-rules";
import type { BenefitPlanContext, BenefitPlanFields, PlanIssueReporter } from "./benefit-plan-fields";
import {
  BENEFIT_LEVELS_BY_BENEFIT_TYPE,
  type BenefitType,
  CONTENT_FLAGS_BY_BENEFIT_TYPE,
  PLAN_TYPES_BY_BENEFIT_TYPE,
  type PlanType,
} from "./benefit-types";
import { isDhmoState, planNotOfferedMessage } from "./dhmo-states";
import { OWN_CARRIER_ID } from "./plan-titles";

export function planTypeFitsBenefitType(benefitType: BenefitType, planType: PlanType): boolean {
  const allowed: readonly string[] = PLAN_TYPES_BY_BENEFIT_TYPE[benefitType];
  return allowed.includes(planType);
}

function checkIdentity(plan: BenefitPlanFields, report: PlanIssueReporter): void {
  if (plan.benefitType === null) report("benefitType", VALIDATION_MESSAGES.benefitTypeRequired);
  if (plan.planType === null) report("planType", VALIDATION_MESSAGES.planTypeRequired);
  else if (plan.benefitType !== null && !planTypeFitsBenefitType(plan.benefitType, plan.planType)) {
    report("planType", VALIDATION_MESSAGES.planTypeInvalid);
  }
  // carrierId null means its own check already failed.
  if (plan.carrierId !== null && plan.carrierId !== OWN_CARRIER_ID && plan.legalEntity === null) {
    report("legalEntity", VALIDATION_MESSAGES.legalEntityRequired);
  }
  if (plan.planType === "PFML_FMLA_LEAVE" && plan.pfmlState === null) {
    report("pfmlState", VALIDATION_MESSAGES.stateRequired);
  }
}

function checkFlagsAndLevel(plan: BenefitPlanFields, type: BenefitType, report: PlanIssueReporter): void {
  const allowedFlags: readonly string[] = CONTENT_FLAGS_BY_BENEFIT_TYPE[type] ?? [];
  if (!plan.contentFlags.every((f) => allowedFlags.includes(f))) {
    report("contentFlags", VALIDATION_MESSAGES.contentFlagsInvalid);
  } else if (type === "CRITICAL_ILLNESS" && plan.contentFlags.length > 1) {
    report("contentFlags", VALIDATION_MESSAGES.criticalIllnessOneFlag);
  }
  const allowedLevels: readonly string[] = BENEFIT_LEVELS_BY_BENEFIT_TYPE[type] ?? [];
  if (plan.benefitLevel !== null && !allowedLevels.includes(plan.benefitLevel)) {
    report("benefitLevel", VALIDATION_MESSAGES.benefitLevelInvalid);
  }
}

/** Carrier 1 (the carrier itself) sells prepaid dental: its dental plans need a network, DHMO also a situs state. */
function checkPrepaidDental(plan: BenefitPlanFields, report: PlanIssueReporter): void {
  if (plan.benefitType !== "DENTAL") return;
  if (plan.carrierId === OWN_CARRIER_ID && plan.prepaidDentalNetwork === null) {
    report("prepaidDentalNetwork", VALIDATION_MESSAGES.prepaidDentalNetworkRequired);
  }
  if (plan.planType !== "DHMO") return;
  if (plan.prepaidSitusState === null) {
    if (plan.carrierId === OWN_CARRIER_ID) report("prepaidSitusState", VALIDATION_MESSAGES.prepaidSitusStateRequired);
  } else if (!isDhmoState(plan.prepaidSitusState)) {
    report("prepaidSitusState", VALIDATION_MESSAGES.dhmoNotOffered);
  }
}

function checkFsaRollover(plan: BenefitPlanFields, report: PlanIssueReporter): void {
  if (plan.financialFSAMoneyRollover !== true) return;
  if (plan.financialFSARolloverAmount === null) {
    report("financialFSARolloverAmount", VALIDATION_MESSAGES.fsaRolloverAmountRequired);
  }
  if (plan.financialFSARolloverDate === null) {
    report("financialFSARolloverDate", VALIDATION_MESSAGES.fsaRolloverDateRequired);
  }
}

/**
 * Every rule of one plan. A field whose own check already failed arrives as null; the rules then do not repeat
 * "required" on top of the format message, except where null truly means missing.
 */
export function checkBenefitPlan(
  plan: BenefitPlanFields,
  context: BenefitPlanContext,
  report: PlanIssueReporter,
): void {
  checkIdentity(plan, report);
  checkPrepaidDental(plan, report);
  checkFsaRollover(plan, report);
  const type = plan.benefitType;
  if (type === null) return;
  checkFlagsAndLevel(plan, type, report);
  if (plan.planType !== null && context.employerState !== null) {
    const notOffered = planNotOfferedMessage(type, plan.planType, context.employerState);
    if (notOffered) report("planType", notOffered);
  }
  checkComparisonFields(plan, type, context.showComparison, report);
}
