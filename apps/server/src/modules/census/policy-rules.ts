/**
 * The census rules of a policy (the domain's `censusPolicyRules`): its coverages, and the maximum benefit of each of
 * its plans, read from `plans`. Used by every full run and by each fix, so both refuse the same amounts.
 */

import { censusPolicyRules } from "@onboard/domain/census/policy-rules";
import type { CensusPolicyRules } from "@onboard/domain/census/row-plan";
import type { SlfCoverage } from "@onboard/domain/eif/coverages";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { plans } from "../../db/schema/index";

export async function loadCensusPolicyRules(
  db: DbExecutor,
  policy: { id: string; slfCoverages: readonly SlfCoverage[] },
): Promise<CensusPolicyRules> {
  const maximums = await db
    .select({ benefitType: plans.benefitType, maximumBenefitAmount: plans.maximumBenefitAmount })
    .from(plans)
    .where(eq(plans.policyId, policy.id));
  return censusPolicyRules(policy.slfCoverages, maximums);
}
