import { describe, expect, it } from "vitest";
import { BENEFIT_TYPES } from "./benefit-types";
import { canComparePlan, isComparisonOffered, isEligibleByEffectiveDate } from "./comparison-eligibility";

const on = { isDentalComparisonOn: true, isVisionComparisonOn: true };
const off = { isDentalComparisonOn: false, isVisionComparisonOn: false };

describe("isEligibleByEffectiveDate", () => {
  it("always allows a plan without an effective date", () => {
    for (const type of BENEFIT_TYPES) {
      expect(isEligibleByEffectiveDate(type, null)).toBe(true);
      expect(isEligibleByEffectiveDate(type, undefined)).toBe(true);
    }
  });

  it.each(["MEDICAL", "FINANCIAL"] as const)("needs 2024-09-15 or later for %s", (type) => {
    expect(isEligibleByEffectiveDate(type, "2024-09-14")).toBe(false);
    expect(isEligibleByEffectiveDate(type, "2024-09-15")).toBe(true);
    expect(isEligibleByEffectiveDate(type, "2024-09-15T00:00:00.000Z")).toBe(true);
    expect(isEligibleByEffectiveDate(type, "2025-01-01")).toBe(true);
  });

  it.each(["DENTAL", "VISION"] as const)("needs 2024-05-30 or later for %s", (type) => {
    expect(isEligibleByEffectiveDate(type, "2024-05-29")).toBe(false);
    expect(isEligibleByEffectiveDate(type, "2024-05-30")).toBe(true);
    expect(isEligibleByEffectiveDate(type, "2024-05-31")).toBe(true);
  });

  it("always allows the other benefit types, even long ago", () => {
    for (const type of BENEFIT_TYPES.filter((t) => !["MEDICAL", "FINANCIAL", "DENTAL", "VISION"].includes(t))) {
      expect(isEligibleByEffectiveDate(type, "2001-01-01")).toBe(true);
    }
  });

  it("does not treat an unreadable date as eligible", () => {
    expect(isEligibleByEffectiveDate("MEDICAL", "soon")).toBe(false);
  });
});

describe("isComparisonOffered", () => {
  it("offers medical always", () => {
    expect(isComparisonOffered("MEDICAL", "PPO", off)).toBe(true);
  });

  it("offers dental only with its toggle, and never for DHMO or DCA", () => {
    expect(isComparisonOffered("DENTAL", "PPO", on)).toBe(true);
    expect(isComparisonOffered("DENTAL", "PPO", off)).toBe(false);
    expect(isComparisonOffered("DENTAL", "DHMO", on)).toBe(false);
    expect(isComparisonOffered("DENTAL", "DCA", on)).toBe(false);
  });

  it("offers vision only with its toggle", () => {
    expect(isComparisonOffered("VISION", null, on)).toBe(true);
    expect(isComparisonOffered("VISION", null, { ...on, isVisionComparisonOn: false })).toBe(false);
  });

  it("offers nothing else", () => {
    expect(isComparisonOffered("LIFE", null, on)).toBe(false);
    expect(isComparisonOffered("FINANCIAL", "HSA", on)).toBe(false);
  });
});

describe("canComparePlan", () => {
  it("needs both the offer and the date", () => {
    expect(canComparePlan({ benefitType: "MEDICAL", planType: "PPO", effectiveDate: "2024-09-15" }, off)).toBe(true);
    expect(canComparePlan({ benefitType: "MEDICAL", planType: "PPO", effectiveDate: "2024-09-14" }, off)).toBe(false);
    expect(canComparePlan({ benefitType: "DENTAL", planType: "PPO", effectiveDate: "2024-05-30" }, off)).toBe(false);
    expect(canComparePlan({ benefitType: "DENTAL", planType: "PPO", effectiveDate: "2024-05-30" }, on)).toBe(true);
  });
});
