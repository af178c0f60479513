import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import {
  type BenefitPlanContext,
  benefitPlanInputSchema,
  benefitPlanSchemaFor,
  comparisonDisplayFor,
} from "./benefit-plan-schema";
import { dentalPlan, dhmoPlan, fsaPlan, medicalPlan, validPlan, visionPlan } from "./benefit-plan-test-fixtures";

const allOn: BenefitPlanContext = {
  employerState: "TX",
  showComparison: { medical: true, dental: true, vision: true },
};
const allOnSchema = benefitPlanSchemaFor(allOn);

/** The first message on one field (null when that field has none). */
function messageAt(plan: unknown, field: string, schema = benefitPlanInputSchema): string | null {
  const result = schema.safeParse(plan);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join(".") === field)?.message ?? null;
}

describe("benefitPlanInputSchema", () => {
  it("accepts complete plans of every compared type", () => {
    for (const plan of [validPlan, medicalPlan, dentalPlan, dhmoPlan, visionPlan, fsaPlan]) {
      expect(firstMessage(allOnSchema, plan)).toBeNull();
    }
  });

  it("reads form input: empty text and numbers become null, numeric text a number", () => {
    const parsed = benefitPlanInputSchema.parse({ ...validPlan, legalEntity: " ", wellnessAmount: "50", premium: "" });
    expect(parsed).toMatchObject({ legalEntity: null, wellnessAmount: 50, premium: null, isNew: false, id: null });
  });

  it("requires carrierId to be a whole number above 0", () => {
    for (const carrierId of [0, -1, 1.5, "", "abc", null]) {
      expect(messageAt({ ...validPlan, carrierId }, "carrierId")).toBe("Carrier id must be a whole number above 0.");
    }
    expect(messageAt({ ...validPlan, carrierId: "1" }, "carrierId")).toBeNull();
  });

  it("requires a plan type that fits the benefit type", () => {
    expect(messageAt({ ...validPlan, planType: "HMO" }, "planType")).toBe(
      "This plan type is not available for the benefit type.",
    );
    expect(messageAt({ ...validPlan, planType: "" }, "planType")).toBe("Plan type is required");
    expect(messageAt({ ...validPlan, benefitType: "" }, "benefitType")).toBe("Benefit type is required");
    expect(messageAt({ ...validPlan, planType: "VOLUNTARY_LIFE" }, "planType")).toBeNull();
  });

  it("requires a plan name of at most 191 characters", () => {
    expect(messageAt({ ...validPlan, planName: "  " }, "planName")).toBe("Plan Name is required.");
    expect(messageAt({ ...validPlan, planName: undefined }, "planName")).toBe("Plan Name is required.");
    expect(messageAt({ ...validPlan, planName: "x".repeat(192) }, "planName")).toBe(
      "Please enter no more than 191 characters",
    );
  });

  it("requires a legal entity unless carrier 1", () => {
    expect(messageAt({ ...medicalPlan, legalEntity: "" }, "legalEntity")).toBe("Underwriter/Administrator is required");
    expect(messageAt({ ...medicalPlan, carrierId: 1, legalEntity: "" }, "legalEntity")).toBeNull();
  });

  it("requires a state for paid-leave PFML", () => {
    const pfml = {
      carrierId: 1,
      benefitType: "OTHER_SHORT_TERM_PAID_LEAVE",
      planType: "PFML_FMLA_LEAVE",
      planName: "PFML",
    };
    expect(messageAt(pfml, "pfmlState")).toBe("State is required");
    expect(messageAt({ ...pfml, pfmlState: "XX" }, "pfmlState")).toBe("State not valid");
    expect(messageAt({ ...pfml, pfmlState: "MA" }, "pfmlState")).toBeNull();
    expect(messageAt({ ...pfml, planType: "FAMILY_LEAVE_INSURANCE" }, "pfmlState")).toBeNull();
  });

  it("allows only the benefit type's content flags", () => {
    expect(messageAt({ ...validPlan, contentFlags: ["HDHP"] }, "contentFlags")).toBe("Invalid content flags.");
    expect(messageAt({ ...validPlan, contentFlags: ["NOPE"] }, "contentFlags")).toBe("Invalid content flags.");
    expect(messageAt({ ...validPlan, contentFlags: ["VAS_1", "Wellthy"] }, "contentFlags")).toBeNull();
  });

  it("allows critical illness one value-added service at most", () => {
    const ci = { carrierId: 1, benefitType: "CRITICAL_ILLNESS", planType: "VOLUNTARY", planName: "CI" };
    expect(
      messageAt({ ...ci, contentFlags: ["Health_Navigator_Helpline", "Self_Care_From_AbleTo"] }, "contentFlags"),
    ).toBe(
      "Critical Illness can include one value-added service. Please check the sold-case proposal for the correct selection.",
    );
    expect(messageAt({ ...ci, contentFlags: ["Self_Care_From_AbleTo"] }, "contentFlags")).toBeNull();
  });

  it("requires a benefit level that fits the benefit type", () => {
    expect(messageAt({ ...validPlan, benefitLevel: "LOW_HIGH" }, "benefitLevel")).toBe(
      "This benefit level is not available for the benefit type.",
    );
    expect(messageAt({ ...medicalPlan, benefitLevel: "BUY_UP" }, "benefitLevel")).toBe(
      "This benefit level is not available for the benefit type.",
    );
    expect(messageAt({ ...validPlan, benefitLevel: "" }, "benefitLevel")).toBeNull();
  });

  it("requires carrier 1's dental plans to name a prepaid network, and DHMO a situs state", () => {
    expect(messageAt({ ...dentalPlan, prepaidDentalNetwork: "" }, "prepaidDentalNetwork")).toBe(
      "Prepaid dental network is required",
    );
    expect(
      messageAt({ ...dentalPlan, carrierId: 9, legalEntity: "X", prepaidDentalNetwork: "" }, "prepaidDentalNetwork"),
    ).toBeNull();
    expect(messageAt({ ...dhmoPlan, prepaidSitusState: "" }, "prepaidSitusState")).toBe(
      "Prepaid situs state is required",
    );
    expect(messageAt({ ...dhmoPlan, prepaidSitusState: "WA" }, "prepaidSitusState")).toBe(
      "DHMO is not offered in this state.",
    );
  });

  it("requires the FSA rollover amount and date when rollover is yes", () => {
    const noAmount = { ...fsaPlan, financialFSARolloverAmount: "" };
    expect(messageAt(noAmount, "financialFSARolloverAmount")).toBe("Rollover amount is required");
    expect(messageAt({ ...fsaPlan, financialFSARolloverDate: "" }, "financialFSARolloverDate")).toBe(
      "Rollover date is required",
    );
    expect(messageAt({ ...fsaPlan, financialFSARolloverDate: "2026-02-30" }, "financialFSARolloverDate")).toBe(
      "Please enter a valid date",
    );
    expect(firstMessage(benefitPlanInputSchema, { ...noAmount, financialFSAMoneyRollover: false })).toBeNull();
  });

  it("keeps amounts at 0 or more and percents from 0 to 100 even without comparison", () => {
    expect(messageAt({ ...validPlan, wellnessAmount: -1 }, "wellnessAmount")).toBe(
      "Please enter an amount of 0 or more",
    );
    expect(messageAt({ ...validPlan, wellnessAmount: 0 }, "wellnessAmount")).toBeNull();
    expect(messageAt({ ...validPlan, wellnessAmount: "ten" }, "wellnessAmount")).toBe("Please enter a number");
    expect(messageAt({ ...validPlan, wellnessAmount: 1e11 }, "wellnessAmount")).toBe("Please enter a smaller amount");
    expect(messageAt({ ...dentalPlan, dentalTypeOneInNetwork: 101 }, "dentalTypeOneInNetwork")).toBe(
      "Please enter a percentage from 0 to 100",
    );
    expect(messageAt({ ...visionPlan, visionFramesOverPercent: -5 }, "visionFramesOverPercent")).toBe(
      "Please enter a percentage from 0 to 100",
    );
    expect(messageAt({ ...visionPlan, visionFramesOverPercent: 12.5 }, "visionFramesOverPercent")).toBe(
      "Please enter a whole percentage",
    );
    expect(messageAt({ ...dentalPlan, dentalTypeOneInNetwork: 0 }, "dentalTypeOneInNetwork")).toBeNull();
  });

  it("limits text inputs to 191 characters", () => {
    expect(messageAt({ ...medicalPlan, legalEntity: "x".repeat(192) }, "legalEntity")).toBe(
      "Please enter no more than 191 characters",
    );
    expect(messageAt({ ...medicalPlan, premium: "x".repeat(191) }, "premium")).toBeNull();
  });
});

describe("comparisonDisplayFor", () => {
  it("always shows medical, dental and vision by toggle", () => {
    expect(comparisonDisplayFor({ isDentalComparisonOn: true, isVisionComparisonOn: false })).toEqual({
      medical: true,
      dental: true,
      vision: false,
    });
  });
});
