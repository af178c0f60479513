/**
 * The life rule keyed to a policy effective date on or after 2026-01-01 (onboarding spec §5: "its content is not
 * shown"). Ours, decision 017: from that date the carrier's life contract states how ages are calculated for every
 * life coverage, so a policy with basic or voluntary life that takes effect on or after 2026-01-01 needs the
 * age-rules sub-step even without spouse or dependent life.
 */

import { LIFE_COVERAGES } from "./coverages";
import type { EifPolicyFacts } from "./eif-facts";

export const LIFE_RULE_EFFECTIVE_DATE = "2026-01-01";

/** True when the policy has life coverage and takes effect on or after 2026-01-01 (dates are YYYY-MM-DD). */
export function lifeRule2026Applies(policy: EifPolicyFacts): boolean {
  if (policy.policyEffective === null) return false;
  const hasLife = policy.coverages.some((coverage) => (LIFE_COVERAGES as readonly string[]).includes(coverage));
  return hasLife && policy.policyEffective.slice(0, 10) >= LIFE_RULE_EFFECTIVE_DATE;
}
