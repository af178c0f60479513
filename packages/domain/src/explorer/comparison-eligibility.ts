/**
 * Which plans the explorer lets an employee compare (benefits-explorer spec §5 "Plan comparison eligibility by
 * effective date"). Comparison is offered for MEDICAL always, for DENTAL only with the dental comparison toggle and not
 * for DHMO or DCA plans, for VISION only with the vision comparison toggle, and for nothing else. A plan is then
 * eligible by its effective date: none is always allowed; MEDICAL and FINANCIAL need 2024-09-15 or later; DENTAL and
 * VISION need 2024-05-30 or later; other types are always allowed. Dates are calendar days (YYYY-MM-DD).
 */
import type { BenefitType, PlanType } from "./benefit-types";
import { COMPARISON_MIN_EFFECTIVE_DATE } from "./comparison-dates";

export interface ComparisonToggles {
  isDentalComparisonOn: boolean;
  isVisionComparisonOn: boolean;
}

const DENTAL_PLAN_TYPES_NOT_COMPARED: readonly string[] = ["DHMO", "DCA"];

/** The calendar day of an ISO date or date-time, or null when it is not one. */
function calendarDay(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (!match?.[1]) return null;
  return Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)) ? null : match[1];
}

export function isEligibleByEffectiveDate(benefitType: BenefitType, effectiveDate: string | null | undefined): boolean {
  if (!effectiveDate) return true;
  const minimum = (COMPARISON_MIN_EFFECTIVE_DATE as Partial<Record<BenefitType, string>>)[benefitType];
  if (!minimum) return true;
  const day = calendarDay(effectiveDate);
  // An unreadable date is not a date "on or after" the minimum.
  return day !== null && day >= minimum;
}

export function isComparisonOffered(
  benefitType: BenefitType,
  planType: PlanType | null,
  toggles: ComparisonToggles,
): boolean {
  switch (benefitType) {
    case "MEDICAL":
      return true;
    case "DENTAL":
      return toggles.isDentalComparisonOn && !DENTAL_PLAN_TYPES_NOT_COMPARED.includes(planType ?? "");
    case "VISION":
      return toggles.isVisionComparisonOn;
    default:
      return false;
  }
}

export function canComparePlan(
  plan: { benefitType: BenefitType; planType: PlanType | null; effectiveDate?: string | null },
  toggles: ComparisonToggles,
): boolean {
  return (
    isComparisonOffered(plan.benefitType, plan.planType, toggles) &&
    isEligibleByEffectiveDate(plan.benefitType, plan.effectiveDate)
  );
}
