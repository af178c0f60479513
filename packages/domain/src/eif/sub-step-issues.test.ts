import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { EIF_ANSWER_FIELDS, type EifAnswers } from "./eif-answers";
import type { EifPolicy } from "./eif-draft-schemas";
import { buildEifOutline, type EifSnapshot, firstIncompleteStep, subStepIssues } from "./sub-step-issues";

const emptyAnswers = Object.fromEntries(EIF_ANSWER_FIELDS.map((field) => [field, null])) as unknown as EifAnswers;

const policy = (overrides: Partial<EifPolicy> = {}): EifPolicy => ({
  id: "p1",
  policyNumber: "100",
  primaryPolicy: true,
  coverages: ["STD"],
  situs: "MA",
  policyEffective: "2025-07-01",
  billingAdministrationType: null,
  billingStructureType: null,
  billPayrollCycles: null,
  advanceOrArrears: null,
  benAdminPlatformId: null,
  ...overrides,
});

const snapshot = (overrides: Partial<EifSnapshot> = {}): EifSnapshot => ({
  answers: emptyAnswers,
  policies: [policy()],
  plans: [],
  locations: [],
  counts: { contacts: 0, bills: 0, employeeClasses: 0, subsidiaries: 0, monthlyClaimsReportMailingLocations: 0 },
  eifSignedAt: null,
  ...overrides,
});

describe("EIF sub-step issues", () => {
  it("asks for every required tax-id answer", () => {
    expect(subStepIssues("tax-id", snapshot()).map((issue) => issue.field)).toEqual([
      "legalName",
      "taxId",
      "natureOfBusiness",
      "industrySegment",
      "employeesNumber",
    ]);
    expect(subStepIssues("tax-id", snapshot())[0]?.message).toBe("Please provide a response");
  });

  it("asks for the ERISA plan number and year end only for an ERISA plan", () => {
    expect(subStepIssues("erisa", snapshot({ answers: { ...emptyAnswers, isErisaPlan: false } }))).toEqual([]);
    expect(
      subStepIssues("erisa", snapshot({ answers: { ...emptyAnswers, isErisaPlan: true } })).map((i) => i.field),
    ).toEqual(["erisaPlanNumber", "erisaPlanYearEnd"]);
  });

  it("needs a location and a headquarters", () => {
    expect(subStepIssues("locations", snapshot())).toEqual([
      { field: "locations", message: VALIDATION_MESSAGES.locationsRequired },
    ]);
  });

  it("asks each policy for its billing preferences", () => {
    const complete = policy({
      billingAdministrationType: "LIST",
      billingStructureType: "SINGLE",
      billPayrollCycles: ["MONTHLY"],
      advanceOrArrears: "ADVANCE",
    });
    expect(subStepIssues("billing-preferences", snapshot({ policies: [complete] }))).toEqual([]);
    expect(
      subStepIssues("billing-preferences", snapshot({ policies: [{ ...complete, billPayrollCycles: [] }] })),
    ).toEqual([{ field: "policies.p1.billPayrollCycles", message: VALIDATION_MESSAGES.responseRequired }]);
  });

  it("outlines only applicable sub-steps and finds the first incomplete step", () => {
    const outline = buildEifOutline(snapshot());
    const other = outline.find((step) => step.stepId === "other-contract-details");
    expect(other?.subSteps.map((s) => s.subStepId)).toEqual(["erisa", "section-125"]);
    expect(firstIncompleteStep(outline)).toBe("company-information");
  });
});
