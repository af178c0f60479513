import { describe, expect, it } from "vitest";
import type { EifFacts, EifPolicyFacts } from "./eif-facts";
import type { EifSubStepId } from "./eif-steps";
import { applicableSubSteps, eifOutline, isSubStepApplicable } from "./sub-step-rules";

const policy = (
  coverages: EifPolicyFacts["coverages"],
  situs: EifPolicyFacts["situs"] = "MA",
  policyEffective = "2025-07-01",
): EifPolicyFacts => ({
  coverages,
  situs,
  policyEffective,
});

const facts = (overrides: Partial<EifFacts> = {}): EifFacts => ({
  policies: [policy(["STD"])],
  isEapOnlyBlended: false,
  industrySegment: "MANUFACTURING",
  voluntaryLifeIncludesSpouse: null,
  dependentLifeIncluded: null,
  dependentLifeHasChanges: null,
  ...overrides,
});

describe("EIF sub-step rules (spec §5)", () => {
  it.each<[string, EifSubStepId, EifFacts, boolean]>([
    ["tax-id always, even with no policies", "tax-id", facts({ policies: [] }), true],
    ["current policies always, even with no policies", "current-policies", facts({ policies: [] }), true],
    ["billing preferences with policies", "billing-preferences", facts(), true],
    ["billing preferences not without policies", "billing-preferences", facts({ policies: [] }), false],
    ["billing preferences not when EAP-only blended", "billing-preferences", facts({ isEapOnlyBlended: true }), false],
    ["billing preferences while blended is unanswered", "billing-preferences", facts({ isEapOnlyBlended: null }), true],
    ["claims payment with STD", "claims-payment", facts(), true],
    ["claims payment with LTD", "claims-payment", facts({ policies: [policy(["LTD"])] }), true],
    ["claims payment with PFML", "claims-payment", facts({ policies: [policy(["PFML"])] }), true],
    [
      "claims payment not for dental and vision only",
      "claims-payment",
      facts({ policies: [policy(["DENTAL", "VISION"])] }),
      false,
    ],
    ["claims payment not without coverages", "claims-payment", facts({ policies: [policy([])] }), false],
    [
      "malpractice: healthcare professionals with LTD",
      "malpractice",
      facts({ industrySegment: "HEALTHCARE_PROFESSIONALS", policies: [policy(["LTD"])] }),
      true,
    ],
    [
      "malpractice not for healthcare professionals without LTD",
      "malpractice",
      facts({ industrySegment: "HEALTHCARE_PROFESSIONALS", policies: [policy(["STD"])] }),
      false,
    ],
    [
      "malpractice not for another segment with LTD",
      "malpractice",
      facts({ industrySegment: "RETAIL", policies: [policy(["LTD"])] }),
      false,
    ],
    [
      "age rules: spouse voluntary life",
      "age-rules",
      facts({ policies: [policy(["VOLUNTARY_LIFE"])], voluntaryLifeIncludesSpouse: true }),
      true,
    ],
    [
      "age rules not: voluntary life without spouse",
      "age-rules",
      facts({ policies: [policy(["VOLUNTARY_LIFE"])], voluntaryLifeIncludesSpouse: false }),
      false,
    ],
    [
      "age rules not: spouse answered but no voluntary life",
      "age-rules",
      facts({ policies: [policy(["STD"])], voluntaryLifeIncludesSpouse: true }),
      false,
    ],
    [
      "age rules: dependent life with changes",
      "age-rules",
      facts({ dependentLifeIncluded: true, dependentLifeHasChanges: true }),
      true,
    ],
    [
      "age rules not: dependent life without changes",
      "age-rules",
      facts({ dependentLifeIncluded: true, dependentLifeHasChanges: false }),
      false,
    ],
    [
      "value added services: life outside NY and VT",
      "value-added-services",
      facts({ policies: [policy(["BASIC_LIFE"], "MA")] }),
      true,
    ],
    ["value added services: accident", "value-added-services", facts({ policies: [policy(["ACCIDENT"], "TX")] }), true],
    [
      "value added services: critical illness",
      "value-added-services",
      facts({ policies: [policy(["CRITICAL_ILLNESS"], "GA")] }),
      true,
    ],
    [
      "value added services not in NY",
      "value-added-services",
      facts({ policies: [policy(["BASIC_LIFE", "ACCIDENT"], "NY")] }),
      false,
    ],
    [
      "value added services not in VT",
      "value-added-services",
      facts({ policies: [policy(["CRITICAL_ILLNESS"], "VT")] }),
      false,
    ],
    [
      "value added services not for STD only",
      "value-added-services",
      facts({ policies: [policy(["STD"], "MA")] }),
      false,
    ],
    [
      "value added services: one policy outside NY is enough",
      "value-added-services",
      facts({ policies: [policy(["BASIC_LIFE"], "NY"), policy(["ACCIDENT"], "NJ")] }),
      true,
    ],
    ["pfml with PFML", "pfml", facts({ policies: [policy(["PFML"])] }), true],
    ["pfml with FLI", "pfml", facts({ policies: [policy(["FLI"])] }), true],
    ["pfml not without paid leave", "pfml", facts(), false],
    ["locations always", "locations", facts({ policies: [] }), true],
    ["employee classes always", "employee-classes", facts({ policies: [] }), true],
  ])("%s", (_name, subStep, given, expected) => {
    expect(isSubStepApplicable(subStep, given)).toBe(expected);
  });

  it("lists a step's applicable sub-steps in order", () => {
    expect(applicableSubSteps("other-contract-details", facts({ policies: [policy(["STD"], "NY")] }))).toEqual([
      "erisa",
      "section-125",
    ]);
    expect(applicableSubSteps("plan-administrators-&-billing", facts({ policies: [policy(["DENTAL"])] }))).toEqual([
      "plan-administrators",
      "billing-preferences",
      "monthly-claims-report",
    ]);
  });

  it("outlines all five steps", () => {
    expect(eifOutline(facts()).map((step) => step.stepId)).toEqual([
      "company-information",
      "plan-administrators-&-billing",
      "plan-configuration-&-eligibility",
      "other-contract-details",
      "review-&-submit",
    ]);
  });
});

describe("the 2026-01-01 life rule (decision 017)", () => {
  it.each<[string, EifPolicyFacts, boolean]>([
    ["basic life effective 2026-01-01", policy(["BASIC_LIFE"], "MA", "2026-01-01"), true],
    ["voluntary life effective 2026-07-01", policy(["VOLUNTARY_LIFE"], "MA", "2026-07-01"), true],
    ["basic life effective 2025-12-31", policy(["BASIC_LIFE"], "MA", "2025-12-31"), false],
    ["no life, effective 2026-01-01", policy(["STD", "DENTAL"], "MA", "2026-01-01"), false],
    ["life, effective date unknown", { coverages: ["BASIC_LIFE"], situs: "MA", policyEffective: null }, false],
  ])("age rules for %s: %s", (_name, given, expected) => {
    expect(isSubStepApplicable("age-rules", facts({ policies: [given] }))).toBe(expected);
  });
});
