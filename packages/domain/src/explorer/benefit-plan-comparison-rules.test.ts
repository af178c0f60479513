import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import { requiredComparisonFields } from "./benefit-plan-comparison-rules";
import { type BenefitPlanContext, benefitPlanFieldsSchema, benefitPlanSchemaFor } from "./benefit-plan-schema";
import { dentalPlan, dhmoPlan, medicalPlan, visionPlan } from "./benefit-plan-test-fixtures";

const on: BenefitPlanContext["showComparison"] = { medical: true, dental: true, vision: true };
const off: BenefitPlanContext["showComparison"] = { medical: false, dental: false, vision: false };
const schemaIn = (employerState: BenefitPlanContext["employerState"], showComparison = on) =>
  benefitPlanSchemaFor({ employerState, showComparison });

function messageAt(plan: unknown, field: string, schema = schemaIn("MA")): string | null {
  const result = schema.safeParse(plan);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join(".") === field)?.message ?? null;
}

const REQUIRED = "Required for plan comparison";

describe("state offering rules (employer state)", () => {
  it("refuses dental PPO and ASO PPO in Montana", () => {
    expect(messageAt(dentalPlan, "planType", schemaIn("MT"))).toBe("Dental PPO is not offered in Montana.");
    expect(messageAt({ ...dentalPlan, planType: "ASO_PPO" }, "planType", schemaIn("MT"))).toBe(
      "ASO PPO is not offered in Montana.",
    );
    expect(messageAt(dentalPlan, "planType", schemaIn("WY"))).toBeNull();
  });

  it("refuses dental indemnity in Montana and Rhode Island", () => {
    const indemnity = { ...dentalPlan, planType: "INDEMNITY" };
    expect(messageAt(indemnity, "planType", schemaIn("RI"))).toBe(
      "Dental indemnity is not offered in Montana or Rhode Island.",
    );
    expect(messageAt(indemnity, "planType", schemaIn("CT"))).toBeNull();
  });

  it("offers DHMO only in the DHMO states", () => {
    expect(messageAt(dhmoPlan, "planType", schemaIn("WA"))).toBe("DHMO is not offered in this state.");
    expect(firstMessage(schemaIn("TX"), dhmoPlan)).toBeNull();
  });

  it("skips the state rules while the employer state is unknown", () => {
    expect(firstMessage(schemaIn(null), dentalPlan)).toBeNull();
  });
});

describe("comparison fields", () => {
  it("are required for medical, dental and vision when comparison is on", () => {
    expect(
      messageAt({ ...medicalPlan, medicalDeductibleIndividualInNetwork: "" }, "medicalDeductibleIndividualInNetwork"),
    ).toBe(REQUIRED);
    expect(messageAt({ ...medicalPlan, medicalOutOfNetworkBenefits: null }, "medicalOutOfNetworkBenefits")).toBe(
      REQUIRED,
    );
    expect(messageAt({ ...dentalPlan, dentalTypeTwoOutOfNetwork: null }, "dentalTypeTwoOutOfNetwork")).toBe(REQUIRED);
    expect(messageAt({ ...dentalPlan, dentalYearType: "" }, "dentalYearType")).toBe(REQUIRED);
    expect(messageAt({ ...visionPlan, visionFramesOverPercent: "" }, "visionFramesOverPercent")).toBe(REQUIRED);
    expect(messageAt({ ...visionPlan, visionExamBiyearly: null }, "visionExamBiyearly")).toBeNull();
  });

  it("are not required when comparison is off", () => {
    const bare = (plan: object) =>
      Object.fromEntries(Object.entries(plan).filter(([k]) => !/^(medical|dental|vision)[A-Z]/.test(k)));
    for (const plan of [medicalPlan, dentalPlan, visionPlan]) {
      expect(firstMessage(schemaIn("MA", off), bare(plan))).toBeNull();
      expect(firstMessage(schemaIn("MA", on), bare(plan))).toBe(REQUIRED);
    }
  });

  it("keep the minimum of 0", () => {
    expect(
      messageAt({ ...medicalPlan, medicalDeductibleFamilyInNetwork: -1 }, "medicalDeductibleFamilyInNetwork"),
    ).toBe("Please enter an amount of 0 or more");
    expect(messageAt({ ...visionPlan, visionLensesInNetwork: 0 }, "visionLensesInNetwork")).toBeNull();
  });

  it("do not require an out-of-network value whose not-applicable flag is set", () => {
    const plan = { ...medicalPlan, medicalOutOfPocketMaximumFamilyOutOfNetwork: null };
    expect(messageAt(plan, "medicalOutOfPocketMaximumFamilyOutOfNetwork")).toBe(REQUIRED);
    expect(
      firstMessage(schemaIn("MA"), { ...plan, medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable: true }),
    ).toBeNull();
  });

  it("ask for orthodontic maximums by the services choice", () => {
    const fields = (services: string) =>
      requiredComparisonFields(
        benefitPlanFieldsSchema.parse({ ...dentalPlan, dentalOrthodonticServices: services }),
        "DENTAL",
        on,
      ).filter((f) => f.startsWith("dentalOrthodonticMaximum"));
    expect(fields("ADULTS")).toEqual(["dentalOrthodonticMaximumAdultAmount", "dentalOrthodonticMaximumAdultPercent"]);
    expect(fields("CHILDREN")).toEqual(["dentalOrthodonticMaximumChildAmount", "dentalOrthodonticMaximumChildPercent"]);
    expect(fields("BOTH")).toHaveLength(4);
    expect(fields("NONE")).toEqual([]);
    expect(
      messageAt({ ...dentalPlan, dentalOrthodonticServices: "ADULTS" }, "dentalOrthodonticMaximumAdultAmount"),
    ).toBe(REQUIRED);
    expect(
      messageAt({ ...dentalPlan, dentalOrthodonticServices: "CHILDREN" }, "dentalOrthodonticMaximumAdultAmount"),
    ).toBeNull();
  });

  it("are skipped for DHMO and DCA", () => {
    expect(firstMessage(schemaIn("TX"), { ...dhmoPlan, dentalOrthodonticServices: "BOTH" })).toBeNull();
    const dca = benefitPlanFieldsSchema.parse({
      carrierId: 1,
      benefitType: "FINANCIAL",
      planType: "DCA",
      planName: "DCA",
    });
    expect(requiredComparisonFields(dca, "FINANCIAL", on)).toEqual([]);
  });
});
