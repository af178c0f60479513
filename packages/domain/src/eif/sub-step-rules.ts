/**
 * Which EIF sub-steps apply to a client (onboarding spec §5, word for word where it speaks; decision 017 for the
 * readings of "needs coverages" and "depends on state (NY or VT)"):
 * - tax-id and current policies: always;
 * - billing preferences: the client has policies and is not EAP-only blended;
 * - claims payment: the client has a coverage paid by claims check (STD, LTD, PFML, FLI);
 * - malpractice: the healthcare-professionals segment plus Long Term Disability;
 * - age rules: spouse voluntary life, or dependent life with changes (and the 2026 life rule);
 * - value added services: life, accident or critical illness on a policy issued outside NY and VT (those two states
 *   do not allow the services);
 * - pfml: PFML or FLI coverage (ours);
 * - every other sub-step always applies.
 */
import { CLAIMS_CHECK_COVERAGES, LIFE_COVERAGES, PAID_LEAVE_COVERAGES, type SlfCoverage } from "./coverages";
import { type EifFacts, hasCoverage } from "./eif-facts";
import { EIF_STEPS, EIF_SUB_STEPS, type EifStepId, type EifSubStepId } from "./eif-steps";
import { HEALTHCARE_PROFESSIONALS_SEGMENT } from "./industry-segments";
import { lifeRule2026Applies } from "./life-rule-2026";

export const VALUE_ADDED_SERVICE_EXCLUDED_STATES = ["NY", "VT"] as const;
const VALUE_ADDED_SERVICE_COVERAGES: readonly SlfCoverage[] = [...LIFE_COVERAGES, "ACCIDENT", "CRITICAL_ILLNESS"];

type Rule = (facts: EifFacts) => boolean;

const RULES: Partial<Record<EifSubStepId, Rule>> = {
  "billing-preferences": (facts) => facts.policies.length > 0 && facts.isEapOnlyBlended !== true,
  "claims-payment": (facts) => hasCoverage(facts, CLAIMS_CHECK_COVERAGES),
  malpractice: (facts) => facts.industrySegment === HEALTHCARE_PROFESSIONALS_SEGMENT && hasCoverage(facts, ["LTD"]),
  "age-rules": (facts) =>
    (hasCoverage(facts, ["VOLUNTARY_LIFE"]) && facts.voluntaryLifeIncludesSpouse === true) ||
    (facts.dependentLifeIncluded === true && facts.dependentLifeHasChanges === true) ||
    facts.policies.some(lifeRule2026Applies),
  "value-added-services": (facts) =>
    facts.policies.some(
      (policy) =>
        policy.situs !== null &&
        !(VALUE_ADDED_SERVICE_EXCLUDED_STATES as readonly string[]).includes(policy.situs) &&
        policy.coverages.some((coverage) => VALUE_ADDED_SERVICE_COVERAGES.includes(coverage)),
    ),
  pfml: (facts) => hasCoverage(facts, PAID_LEAVE_COVERAGES),
};

export function isSubStepApplicable(subStep: EifSubStepId, facts: EifFacts): boolean {
  const rule = RULES[subStep];
  return rule ? rule(facts) : true;
}

export function applicableSubSteps(step: EifStepId, facts: EifFacts): EifSubStepId[] {
  return EIF_SUB_STEPS[step].filter((subStep) => isSubStepApplicable(subStep, facts));
}

/** Every step with its applicable sub-steps, in order. */
export function eifOutline(facts: EifFacts): { stepId: EifStepId; subStepIds: EifSubStepId[] }[] {
  return EIF_STEPS.map((stepId) => ({ stepId, subStepIds: applicableSubSteps(stepId, facts) }));
}
