import { describe, expect, it } from "vitest";
import {
  benefitTypeName,
  type PlanTitleInput,
  planFeatureLabels,
  planTitle,
  planTypeName,
  priceTier,
} from "./plan-titles";

const plan = (overrides: Partial<PlanTitleInput>): PlanTitleInput => ({
  benefitType: "DENTAL",
  planType: "PPO",
  planName: "Acme Dental Choice",
  carrierId: 1,
  pfmlState: null,
  benefitLevel: null,
  ...overrides,
});
const en = { employerState: "MA" as const, language: "en" as const };
const es = { employerState: "MA" as const, language: "es" as const };

describe("benefitTypeName", () => {
  it("names Critical Illness and Gap by the employer's state, in both languages", () => {
    expect(benefitTypeName("CRITICAL_ILLNESS", "CA", "en")).toBe("Specified Disease");
    expect(benefitTypeName("CRITICAL_ILLNESS", "CA", "es")).toBe("Enfermedades Específicas");
    expect(benefitTypeName("GAP", "CA", "en")).toBe("Gap");
    for (const state of ["NY", "CT"] as const) {
      expect(benefitTypeName("GAP", state, "en")).toBe("Hospital Confinement Indemnity");
      expect(benefitTypeName("CRITICAL_ILLNESS", state, "en")).toBe("Specified Disease");
    }
    for (const state of ["CO", "IN", "OR", "MO"] as const) {
      expect(benefitTypeName("GAP", state, "en")).toBe("Supplemental Medical Expense");
      expect(benefitTypeName("GAP", state, "es")).toBe("Gastos Médicos Complementarios");
      expect(benefitTypeName("CRITICAL_ILLNESS", state, "en")).toBe("Critical Illness");
    }
    expect(benefitTypeName("CRITICAL_ILLNESS", "TX", "en")).toBe("Critical Illness");
    expect(benefitTypeName("CRITICAL_ILLNESS", null, "es")).toBe("Enfermedades Graves");
  });

  it("names the other benefit types the same everywhere", () => {
    expect(benefitTypeName("MEDICAL", "CA", "en")).toBe("Medical");
    expect(benefitTypeName("MEDICAL", "CA", "es")).toBe("Médico");
    expect(benefitTypeName("SHORT_TERM_DISABILITY", "NY", "en")).toBe("Short-Term Disability");
  });
});

describe("planTitle", () => {
  it("keeps another carrier's own plan name", () => {
    expect(planTitle(plan({ carrierId: 7, planName: "Blue Choice PPO" }), en)).toBe("Blue Choice PPO");
    expect(planTitle(plan({ carrierId: 7, benefitType: "CRITICAL_ILLNESS", planName: "CI Plan" }), es)).toBe("CI Plan");
  });

  it("titles carrier 1's plans by product, plan type and level", () => {
    expect(planTitle(plan({ benefitLevel: "LOW_HIGH" }), en)).toBe("Sun Life Dental PPO (Low/High)");
    expect(planTitle(plan({ planType: "DHMO" }), es)).toBe("Sun Life Dental DHMO");
    expect(planTitle(plan({ benefitType: "VISION", planType: "VISION" }), en)).toBe("Sun Life Vision");
    expect(planTitle(plan({ benefitType: "LIFE", planType: "BASIC_LIFE", benefitLevel: "BUY_UP" }), en)).toBe(
      "Sun Life Basic Life (Buy-Up)",
    );
    expect(planTitle(plan({ benefitType: "ACCIDENT", planType: "VOLUNTARY", benefitLevel: "LOW_HIGH" }), es)).toBe(
      "Sun Life Accidentes (Bajo/Alto)",
    );
    expect(planTitle(plan({ benefitType: "FINANCIAL", planType: "FSA" }), en)).toBe(
      "Sun Life Flexible Spending Account (FSA)",
    );
  });

  it("applies the state name to carrier 1's critical illness and gap titles", () => {
    const ci = plan({ benefitType: "CRITICAL_ILLNESS", planType: "VOLUNTARY" });
    expect(planTitle(ci, { employerState: "CA", language: "en" })).toBe("Sun Life Specified Disease");
    expect(planTitle(ci, { employerState: "TX", language: "en" })).toBe("Sun Life Critical Illness");
    const gap = plan({ benefitType: "GAP", planType: "VOLUNTARY" });
    expect(planTitle(gap, { employerState: "NY", language: "en" })).toBe("Sun Life Hospital Confinement Indemnity");
  });

  it("titles carrier 1's paid leave by the state's programme, the PFML state first", () => {
    const leave = plan({ benefitType: "OTHER_SHORT_TERM_PAID_LEAVE", planType: "PFML_FMLA_LEAVE" });
    expect(planTitle({ ...leave, pfmlState: "WA" }, en)).toBe("Sun Life Washington Paid Family and Medical Leave");
    expect(planTitle(leave, en)).toBe("Sun Life Massachusetts Paid Family and Medical Leave");
    expect(planTitle({ ...leave, pfmlState: "NY", planType: "FAMILY_LEAVE_INSURANCE" }, es)).toBe(
      "Sun Life Licencia Familiar Remunerada de Nueva York",
    );
    // A state without a programme of its own falls back to the plan type's name.
    expect(planTitle(leave, { employerState: "TX", language: "en" })).toBe("Sun Life Paid Family and Medical Leave");
  });
});

describe("features and price tiers", () => {
  it("shows content flags as features and the price tier apart", () => {
    const medical = { contentFlags: ["HDHP", "$$", "HSA_COMPATIBLE"] as const };
    expect(planFeatureLabels({ contentFlags: [...medical.contentFlags] }, "en")).toEqual([
      "High-deductible health plan (HDHP)",
      "HSA compatible",
    ]);
    expect(priceTier({ contentFlags: [...medical.contentFlags] })).toBe("$$");
    expect(priceTier({ contentFlags: ["HDHP"] })).toBeNull();
    expect(priceTier({ contentFlags: ["$", "$$$"] })).toBe("$$$");
    expect(planFeatureLabels({ contentFlags: ["Health_Navigator_Helpline"] }, "es")).toEqual([
      "Línea de ayuda Health Navigator",
    ]);
  });

  it("names plan types in both languages", () => {
    expect(planTypeName("OAP", "en")).toBe("Open Access Plus");
    expect(planTypeName("VOLUNTARY", "es")).toBe("Voluntario");
  });
});
