/**
 * What a policy allows in its census (issue 16 "coverage rules"): the coverages it holds, and for each amount field
 * (a life or critical-illness amount) the maximum benefit of the policy's plan of that coverage. A plan without a
 * maximum sets none.
 */
import type { SlfCoverage } from "../eif/coverages";
import { CENSUS_FIELDS, type CensusFieldId } from "./census-fields";
import type { CensusPolicyRules } from "./row-plan";

export interface PlanMaximum {
  readonly benefitType: SlfCoverage;
  readonly maximumBenefitAmount: number | null;
}

export function censusPolicyRules(coverages: readonly SlfCoverage[], plans: readonly PlanMaximum[]): CensusPolicyRules {
  const maxAmounts: Partial<Record<CensusFieldId, number>> = {};
  for (const field of CENSUS_FIELDS) {
    if (field.kind !== "money" || !field.coverage) continue;
    const maximum = plans.find((plan) => plan.benefitType === field.coverage)?.maximumBenefitAmount;
    if (maximum !== null && maximum !== undefined) maxAmounts[field.id] = maximum;
  }
  return { coverages, maxAmounts };
}
