import { describe, expect, it } from "vitest";
import { TEMPLATE_COLUMNS, templateRow } from "./census-test-rows";
import { censusPolicyRules } from "./policy-rules";
import { compileRowPlan } from "./row-plan";
import { validateCensusRow } from "./row-rules";

describe("censusPolicyRules", () => {
  it("takes each amount field's maximum from the policy's plan of its coverage", () => {
    const rules = censusPolicyRules(
      ["BASIC_LIFE", "VOLUNTARY_LIFE", "STD"],
      [
        { benefitType: "BASIC_LIFE", maximumBenefitAmount: 100_000 },
        { benefitType: "VOLUNTARY_LIFE", maximumBenefitAmount: null },
        { benefitType: "STD", maximumBenefitAmount: 2_000 },
      ],
    );
    expect(rules).toEqual({
      coverages: ["BASIC_LIFE", "VOLUNTARY_LIFE", "STD"],
      maxAmounts: { basicLifeAmount: 100_000 },
    });
  });

  it("refuses an amount over the plan's maximum, and takes one at it", () => {
    const plan = compileRowPlan(
      TEMPLATE_COLUMNS,
      censusPolicyRules(
        ["BASIC_LIFE", "STD", "DENTAL"],
        [{ benefitType: "BASIC_LIFE", maximumBenefitAmount: 100_000 }],
      ),
    );
    const over = validateCensusRow(templateRow({ basicLifeAmount: "$100,000.01" }), plan, 2);
    expect(over.map((issue) => [issue.fieldId, issue.code, issue.message])).toEqual([
      ["basicLifeAmount", "amountOverMaximum", "Amount is over the plan maximum of $100,000"],
    ]);
    expect(validateCensusRow(templateRow({ basicLifeAmount: "100000" }), plan, 2)).toEqual([]);
  });
});
