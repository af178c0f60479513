import { describe, expect, it } from "vitest";
import { stateBenefitName } from "./state-benefit-names";

describe("stateBenefitName", () => {
  it("uses the state's name where one applies", () => {
    expect(stateBenefitName("CRITICAL_ILLNESS", "CA")).toBe("Specified Disease");
    expect(stateBenefitName("GAP", "NY")).toBe("Hospital Confinement Indemnity");
    expect(stateBenefitName("CRITICAL_ILLNESS", "CT")).toBe("Specified Disease");
    expect(stateBenefitName("GAP", "MO")).toBe("Supplemental Medical Expense");
  });

  it("falls back to the usual name", () => {
    expect(stateBenefitName("GAP", "CA")).toBe("Gap");
    expect(stateBenefitName("CRITICAL_ILLNESS", "TX")).toBe("Critical Illness");
    expect(stateBenefitName("GAP", null)).toBe("Gap");
  });
});
