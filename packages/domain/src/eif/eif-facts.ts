/** What the EIF's conditional sub-steps are decided on: the client's policies and a few of its answers. */
import type { UsState } from "../common/us-states";
import type { SlfCoverage } from "./coverages";

export interface EifPolicyFacts {
  coverages: readonly SlfCoverage[];
  /** The state the policy is issued in, if known. */
  situs: UsState | null;
  /** YYYY-MM-DD, if known. */
  policyEffective: string | null;
}

export interface EifFacts {
  policies: readonly EifPolicyFacts[];
  isEapOnlyBlended: boolean | null;
  industrySegment: string | null;
  voluntaryLifeIncludesSpouse: boolean | null;
  dependentLifeIncluded: boolean | null;
  dependentLifeHasChanges: boolean | null;
}

export function hasCoverage(facts: Pick<EifFacts, "policies">, coverages: readonly SlfCoverage[]): boolean {
  return facts.policies.some((policy) => policy.coverages.some((coverage) => coverages.includes(coverage)));
}
