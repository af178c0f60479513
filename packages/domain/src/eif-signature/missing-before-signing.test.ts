import { describe, expect, it } from "vitest";
import type { EifAnswers } from "../eif/eif-answers";
import type { EifSnapshot } from "../eif/sub-step-issues";
import { missingAnswerPath, missingBeforeSigning } from "./missing-before-signing";

const emptyAnswers = new Proxy({} as EifAnswers, { get: () => null });
const snapshot = (overrides: Partial<EifSnapshot> = {}): EifSnapshot => ({
  answers: { ...emptyAnswers },
  policies: [],
  plans: [],
  locations: [],
  counts: { contacts: 0, bills: 0, employeeClasses: 0, subsidiaries: 0, monthlyClaimsReportMailingLocations: 0 },
  eifSignedAt: null,
  ...overrides,
});

describe("what must be answered before signing", () => {
  it("lists each missing answer with its step and sub-step, never the signature itself", () => {
    const missing = missingBeforeSigning(snapshot());
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.some((m) => m.subStepId === "review")).toBe(false);
    expect(missing).toContainEqual({
      stepId: "company-information",
      subStepId: "tax-id",
      field: "taxId",
      message: "Please provide a response",
    });
    expect(missingAnswerPath(missing[0] as (typeof missing)[number])).toMatch(/^eif\.company-information\.[a-z-]+\./);
  });

  it("lists only what is missing", () => {
    const withTaxId = missingBeforeSigning(snapshot({ answers: { ...emptyAnswers, taxId: "12-3456789" } }));
    expect(withTaxId.some((m) => m.field === "taxId")).toBe(false);
    expect(withTaxId.some((m) => m.field === "legalName")).toBe(true);
  });
});
