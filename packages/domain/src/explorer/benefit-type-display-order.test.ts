import { describe, expect, it } from "vitest";
import { BENEFIT_TYPE_DISPLAY_ORDER, compareBenefitTypes } from "./benefit-type-display-order";
import { BENEFIT_TYPES, type BenefitType } from "./benefit-types";

describe("BENEFIT_TYPE_DISPLAY_ORDER", () => {
  it("lists every benefit type exactly once", () => {
    expect([...BENEFIT_TYPE_DISPLAY_ORDER].sort()).toEqual([...BENEFIT_TYPES].sort());
  });

  it("sorts benefit types into the display order", () => {
    const types: BenefitType[] = ["OTHER", "ACCIDENT", "VISION", "MEDICAL", "FINANCIAL", "DENTAL"];
    const sorted = types.sort(compareBenefitTypes);
    expect(sorted).toEqual(["MEDICAL", "DENTAL", "VISION", "FINANCIAL", "ACCIDENT", "OTHER"]);
  });
});
