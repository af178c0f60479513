/** Where each EIF answer field is stored: the client row, the company-information row or the plan-design row. */
import type { EifAnswerField } from "@onboard/domain/eif/eif-answers";

export const CLIENT_ANSWER_FIELDS = ["taxId", "employeesNumber", "enrollmentStartDate", "enrollmentEndDate"] as const;

export const COMPANY_INFO_ANSWER_FIELDS = [
  "legalName",
  "doingBusinessAs",
  "natureOfBusiness",
  "sicCode",
  "industrySegment",
  "headquartersLocationId",
  "hasEmployeesInMultipleStates",
  "isEapOnlyBlended",
] as const;

export const PLAN_DESIGN_ANSWER_FIELDS = [
  "voluntaryLifeIncludesSpouse",
  "dependentLifeIncluded",
  "dependentLifeHasChanges",
  "hasSubsidiaries",
  "subsidiariesBilledSeparately",
  "subsidiariesHaveSeparateTaxIds",
  "ageRules",
  "rehireDurationValue",
  "rehireDurationUnit",
  "benefitLookBackValue",
  "benefitLookBackUnit",
  "waiveWaitingPeriodForRehires",
  "isErisaPlan",
  "erisaPlanNumber",
  "erisaPlanYearEnd",
  "hasSection125Plan",
  "section125TaxTreatment",
  "malpracticePremiumsReimbursed",
  "malpracticeIncludedInEarnings",
  "valueAddedServices",
  "pfmlLeaveYearMethod",
  "pfmlFixedYearStart",
  "pfmlContributionType",
  "pfmlMinimumIntermittentLeave",
  "hasFamilyLeaveInsurance",
  "fliContributionType",
  "fliEmployeeContributionPercent",
] as const;

type Covered =
  | (typeof CLIENT_ANSWER_FIELDS)[number]
  | (typeof COMPANY_INFO_ANSWER_FIELDS)[number]
  | (typeof PLAN_DESIGN_ANSWER_FIELDS)[number];
// Every answer field is stored somewhere, and nothing else is listed.
const _exhaustive: [Exclude<EifAnswerField, Covered>, Exclude<Covered, EifAnswerField>] extends [never, never]
  ? true
  : never = true;
void _exhaustive;

export function pickFields<T extends Record<string, unknown>, K extends string>(
  source: Partial<T>,
  fields: readonly K[],
): Record<K, unknown> {
  return Object.fromEntries(
    fields.filter((f) => f in source).map((f) => [f, source[f as unknown as keyof T]]),
  ) as Record<K, unknown>;
}
