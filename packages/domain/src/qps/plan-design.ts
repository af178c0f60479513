/**
 * The plan design the portal pushes to QPS for a client (issue 17; benefits-explorer spec §7 "Plan design push"),
 * built from the client's policies, plans and employee classes, and the problems that block a push, each on its field.
 * The spec shows neither the payload nor the problems: these are what QPS needs to set a case up (decision 026).
 */
import type { SlfCoverage } from "../eif/coverages";
import type { QpsPlanDesign } from "./qps-wire";

export interface PlanDesignSource {
  client: { caseId: string; name: string };
  policies: readonly {
    id: string;
    policyNumber: string;
    policyEffective: string | null;
    issuedStateSitus: string | null;
    slfCoverages: readonly SlfCoverage[];
  }[];
  plans: readonly {
    id: string;
    policyId: string | null;
    benefitType: SlfCoverage;
    name: string | null;
    maximumBenefitAmount: number | null;
  }[];
  classes: readonly {
    id: string;
    name: string;
    employmentTypes: readonly string[];
    minimumHoursPerWeek: number | null;
    planIds: readonly string[];
  }[];
}

export const PLAN_DESIGN_PROBLEM_CODES = [
  "noPolicy",
  "noEffectiveDate",
  "noSitusState",
  "planWithoutPolicy",
  "noEmployeeClass",
  "classWithoutPlan",
] as const;
export type PlanDesignProblemCode = (typeof PLAN_DESIGN_PROBLEM_CODES)[number];

/** What blocks a push: `field` is the portal field to fill (the record kind, its id, the attribute). */
export interface PlanDesignProblem {
  code: PlanDesignProblemCode;
  /** e.g. "policy.policyEffective"; the record's id is `recordId`. */
  field: string;
  recordId: string | null;
  /** The policy number, plan name or class name the message names; null for the whole client. */
  subject: string | null;
  message: string;
}

export const PLAN_DESIGN_MESSAGES = {
  noPolicy: "The client has no policy to push",
  noEffectiveDate: (policyNumber: string) => `Policy ${policyNumber} has no effective date`,
  noSitusState: (policyNumber: string) => `Policy ${policyNumber} has no situs state`,
  planWithoutPolicy: (plan: string) => `The ${plan} plan is on no policy`,
  noEmployeeClass: "The client has no employee class",
  classWithoutPlan: (className: string) => `The class ${className} offers no plan`,
} as const;

/** The design as it would be pushed; a policy's date or state is null while it is missing (then it is a problem). */
export type PlanDesignPreview = Omit<QpsPlanDesign, "policies"> & {
  policies: (Omit<QpsPlanDesign["policies"][number], "effectiveDate" | "situsState"> & {
    effectiveDate: string | null;
    situsState: string | null;
  })[];
};

function planLabel(plan: PlanDesignSource["plans"][number]): string {
  return plan.name ?? plan.benefitType;
}

export function planDesignProblems(source: PlanDesignSource): PlanDesignProblem[] {
  const problems: PlanDesignProblem[] = [];
  const problem = (
    code: PlanDesignProblemCode,
    field: string,
    recordId: string | null,
    subject: string | null,
    message: string,
  ) => problems.push({ code, field, recordId, subject, message });
  if (source.policies.length === 0) problem("noPolicy", "policy", null, null, PLAN_DESIGN_MESSAGES.noPolicy);
  for (const policy of source.policies) {
    const number = policy.policyNumber;
    if (!policy.policyEffective) {
      problem(
        "noEffectiveDate",
        "policy.policyEffective",
        policy.id,
        number,
        PLAN_DESIGN_MESSAGES.noEffectiveDate(number),
      );
    }
    if (!policy.issuedStateSitus) {
      problem("noSitusState", "policy.issuedStateSitus", policy.id, number, PLAN_DESIGN_MESSAGES.noSitusState(number));
    }
  }
  const policyIds = new Set(source.policies.map((policy) => policy.id));
  for (const plan of source.plans) {
    if (plan.policyId === null || !policyIds.has(plan.policyId)) {
      const label = planLabel(plan);
      problem("planWithoutPolicy", "plan.policyId", plan.id, label, PLAN_DESIGN_MESSAGES.planWithoutPolicy(label));
    }
  }
  if (source.classes.length === 0) {
    problem("noEmployeeClass", "employeeClass", null, null, PLAN_DESIGN_MESSAGES.noEmployeeClass);
  }
  for (const employeeClass of source.classes) {
    if (employeeClass.planIds.length === 0) {
      const name = employeeClass.name;
      problem(
        "classWithoutPlan",
        "employeeClass.plans",
        employeeClass.id,
        name,
        PLAN_DESIGN_MESSAGES.classWithoutPlan(name),
      );
    }
  }
  return problems;
}

/** The design from the portal's records, in a stable order (policy number, then plan and class as given). */
export function planDesignPreview(source: PlanDesignSource): PlanDesignPreview {
  const numberOf = new Map(source.policies.map((policy) => [policy.id, policy.policyNumber]));
  const policies = [...source.policies].sort((a, b) => a.policyNumber.localeCompare(b.policyNumber));
  return {
    caseId: source.client.caseId,
    clientName: source.client.name,
    policies: policies.map((policy) => ({
      policyNumber: policy.policyNumber,
      effectiveDate: policy.policyEffective,
      situsState: policy.issuedStateSitus,
      coverages: [...policy.slfCoverages],
    })),
    plans: source.plans
      .filter((plan) => plan.policyId !== null && numberOf.has(plan.policyId))
      .map((plan) => ({
        planKey: plan.id,
        policyNumber: numberOf.get(plan.policyId as string) as string,
        benefitType: plan.benefitType,
        name: plan.name,
        maximumBenefitAmount: plan.maximumBenefitAmount,
      })),
    classes: source.classes.map((employeeClass) => ({
      classKey: employeeClass.id,
      name: employeeClass.name,
      employmentTypes: [...employeeClass.employmentTypes],
      minimumHoursPerWeek: employeeClass.minimumHoursPerWeek,
      planKeys: [...employeeClass.planIds],
    })),
  };
}

/** The design to push, or null while a problem blocks it. */
export function pushablePlanDesign(source: PlanDesignSource): QpsPlanDesign | null {
  if (planDesignProblems(source).length > 0) return null;
  return planDesignPreview(source) as QpsPlanDesign;
}
