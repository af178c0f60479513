/**
 * Comparison fields (benefits-explorer spec §5 "Comparison fields"): required for medical, dental and vision plans
 * when the comparison display is on for that type. An out-of-network value is not required when its not-applicable
 * flag is set. Orthodontic maximums follow the services choice (adults, children, both or none) and, like every
 * dental comparison field, are skipped for DHMO (and DCA) plans, which the explorer never compares. The minimum of 0
 * and the 0-100 percent range are checked by the fields themselves, whether comparison is on or not.
 */
import { VALIDATION_MESSAGES } from "../validation/messages";
import type { BenefitPlanFields, ComparisonDisplay, PlanField, PlanIssueReporter } from "./benefit-plan-fields";
import type { BenefitType, PlanType } from "./benefit-types";

/** Plan types whose plans are never compared (comparison-eligibility.ts): their comparison fields are skipped. */
const NOT_COMPARED_PLAN_TYPES: readonly PlanType[] = ["DHMO", "DCA"];

/** Out-of-network medical values and the flag that makes each one not applicable. */
const MEDICAL_OUT_OF_NETWORK: readonly [PlanField, PlanField][] = [
  ["medicalDeductibleIndividualOutOfNetwork", "medicalDeductibleIndividualOutOfNetworkNotApplicable"],
  ["medicalDeductibleFamilyOutOfNetwork", "medicalDeductibleFamilyOutOfNetworkNotApplicable"],
  ["medicalOutOfPocketMaximumIndividualOutOfNetwork", "medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable"],
  ["medicalOutOfPocketMaximumFamilyOutOfNetwork", "medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable"],
];

const MEDICAL_REQUIRED: readonly PlanField[] = [
  "medicalDeductibleIndividualInNetwork",
  "medicalDeductibleFamilyInNetwork",
  "medicalOutOfPocketMaximumIndividualInNetwork",
  "medicalOutOfPocketMaximumFamilyInNetwork",
  "medicalOutOfNetworkBenefits",
  "medicalPcpCoordinationRequired",
  "medicalPcpSpecialtyCareReferralRequired",
];

const DENTAL_REQUIRED: readonly PlanField[] = [
  "dentalYearType",
  "dentalOrthodonticServices",
  "dentalTypeOneInNetwork",
  "dentalTypeOneOutOfNetwork",
  "dentalTypeTwoInNetwork",
  "dentalTypeTwoOutOfNetwork",
  "dentalTypeThreeInNetwork",
  "dentalTypeThreeOutOfNetwork",
];

const ORTHODONTIC_ADULT: readonly PlanField[] = [
  "dentalOrthodonticMaximumAdultAmount",
  "dentalOrthodonticMaximumAdultPercent",
];
const ORTHODONTIC_CHILD: readonly PlanField[] = [
  "dentalOrthodonticMaximumChildAmount",
  "dentalOrthodonticMaximumChildPercent",
];

/** Biyearly flags are check boxes (unticked is "no"), so only the amounts and the frames-over percent are required. */
const VISION_REQUIRED: readonly PlanField[] = [
  "visionExamInNetwork",
  "visionExamOutOfNetwork",
  "visionLensesInNetwork",
  "visionLensesOutOfNetwork",
  "visionFramesInNetwork",
  "visionFramesOutOfNetwork",
  "visionContactLensesInNetwork",
  "visionContactLensesOutOfNetwork",
  "visionContactLensExamInNetwork",
  "visionContactLensExamOutOfNetwork",
  "visionFramesOverPercent",
];

/** The orthodontic fields the services choice asks for. */
export function orthodonticFieldsFor(services: BenefitPlanFields["dentalOrthodonticServices"]): readonly PlanField[] {
  switch (services) {
    case "ADULTS":
      return ORTHODONTIC_ADULT;
    case "CHILDREN":
      return ORTHODONTIC_CHILD;
    case "BOTH":
      return [...ORTHODONTIC_ADULT, ...ORTHODONTIC_CHILD];
    default:
      return [];
  }
}

/** The comparison fields a plan must fill in, given the comparison display (empty when comparison is off). */
export function requiredComparisonFields(
  plan: BenefitPlanFields,
  benefitType: BenefitType,
  display: ComparisonDisplay,
): readonly PlanField[] {
  if (plan.planType !== null && NOT_COMPARED_PLAN_TYPES.includes(plan.planType)) return [];
  switch (benefitType) {
    case "MEDICAL":
      if (!display.medical) return [];
      return [
        ...MEDICAL_REQUIRED,
        ...MEDICAL_OUT_OF_NETWORK.filter(([, notApplicable]) => plan[notApplicable] !== true).map(([field]) => field),
      ];
    case "DENTAL":
      return display.dental ? [...DENTAL_REQUIRED, ...orthodonticFieldsFor(plan.dentalOrthodonticServices)] : [];
    case "VISION":
      return display.vision ? VISION_REQUIRED : [];
    default:
      return [];
  }
}

/** "Required for plan comparison" on each required comparison field left empty. */
export function checkComparisonFields(
  plan: BenefitPlanFields,
  benefitType: BenefitType,
  display: ComparisonDisplay,
  report: PlanIssueReporter,
): void {
  for (const field of requiredComparisonFields(plan, benefitType, display)) {
    if (plan[field] === null) report(field, VALIDATION_MESSAGES.comparisonFieldRequired);
  }
}
