import { describe, expect, it } from "vitest";
import { type PlanDesignSource, planDesignPreview, planDesignProblems, pushablePlanDesign } from "./plan-design";
import { qpsPlanDesignSchema } from "./qps-wire";

function source(overrides: Partial<PlanDesignSource> = {}): PlanDesignSource {
  return {
    client: { caseId: "C-100", name: "Acme Tools" },
    policies: [
      {
        id: "p2",
        policyNumber: "200",
        policyEffective: "2027-01-01",
        issuedStateSitus: "NY",
        slfCoverages: ["DENTAL"],
      },
      { id: "p1", policyNumber: "100", policyEffective: "2027-01-01", issuedStateSitus: "MA", slfCoverages: ["STD"] },
    ],
    plans: [
      { id: "plan-std", policyId: "p1", benefitType: "STD", name: "Short term", maximumBenefitAmount: null },
      { id: "plan-dental", policyId: "p2", benefitType: "DENTAL", name: null, maximumBenefitAmount: 1500 },
    ],
    classes: [
      {
        id: "class-ft",
        name: "Full-time",
        employmentTypes: ["FULL_TIME"],
        minimumHoursPerWeek: 30,
        planIds: ["plan-std", "plan-dental"],
      },
    ],
    ...overrides,
  };
}

describe("planDesignProblems", () => {
  it("finds nothing in a complete design, which then is a valid QPS plan design sorted by policy number", () => {
    expect(planDesignProblems(source())).toEqual([]);
    const design = pushablePlanDesign(source());
    expect(qpsPlanDesignSchema.parse(design)).toEqual(design);
    expect(design?.policies.map((policy) => policy.policyNumber)).toEqual(["100", "200"]);
    expect(design?.plans.map((plan) => [plan.planKey, plan.policyNumber])).toEqual([
      ["plan-std", "100"],
      ["plan-dental", "200"],
    ]);
  });

  it("names each blocking problem on its field and record", () => {
    const problems = planDesignProblems(
      source({
        policies: [{ id: "p1", policyNumber: "100", policyEffective: null, issuedStateSitus: null, slfCoverages: [] }],
        plans: [{ id: "plan-x", policyId: null, benefitType: "LTD", name: null, maximumBenefitAmount: null }],
        classes: [{ id: "c1", name: "Hourly", employmentTypes: [], minimumHoursPerWeek: null, planIds: [] }],
      }),
    );
    expect(problems.map(({ code, field, recordId, message }) => [code, field, recordId, message])).toEqual([
      ["noEffectiveDate", "policy.policyEffective", "p1", "Policy 100 has no effective date"],
      ["noSitusState", "policy.issuedStateSitus", "p1", "Policy 100 has no situs state"],
      ["planWithoutPolicy", "plan.policyId", "plan-x", "The LTD plan is on no policy"],
      ["classWithoutPlan", "employeeClass.plans", "c1", "The class Hourly offers no plan"],
    ]);
    expect(pushablePlanDesign(source({ classes: [] }))).toBeNull();
  });

  it("blocks a client with no policy and no class", () => {
    expect(planDesignProblems(source({ policies: [], plans: [], classes: [] })).map((p) => p.message)).toEqual([
      "The client has no policy to push",
      "The client has no employee class",
    ]);
  });

  it("previews a blocked design with its gaps as null", () => {
    const preview = planDesignPreview(
      source({
        policies: [{ id: "p1", policyNumber: "100", policyEffective: null, issuedStateSitus: "MA", slfCoverages: [] }],
      }),
    );
    expect(preview.policies).toEqual([{ policyNumber: "100", effectiveDate: null, situsState: "MA", coverages: [] }]);
    expect(preview.plans.map((plan) => plan.planKey)).toEqual(["plan-std"]);
  });
});
