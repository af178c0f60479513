import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import { comparisonDisplayFor } from "./benefit-plan-schema";
import { dentalPlan, dhmoPlan, medicalPlan, validPlan, visionPlan } from "./benefit-plan-test-fixtures";
import { validSite } from "./explorer-site-test-fixtures";
import { explorerSiteWithPlansSchema, explorerSiteWithPlansSchemaFor } from "./explorer-site-with-plans-schema";

function messageAt(site: unknown, field: string, schema = explorerSiteWithPlansSchema): string | null {
  const result = schema.safeParse(site);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join(".") === field)?.message ?? null;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("explorerSiteWithPlansSchema", () => {
  it("accepts a site with a medical, a dental and a vision plan", () => {
    const parsed = explorerSiteWithPlansSchema.parse({ ...validSite, benefits: [medicalPlan, dentalPlan, visionPlan] });
    expect(parsed.benefits.map((plan) => plan.benefitType)).toEqual(["MEDICAL", "DENTAL", "VISION"]);
    expect(explorerSiteWithPlansSchema.parse(validSite).benefits).toEqual([]);
  });

  it("reports plan issues under benefits.<index>", () => {
    expect(
      messageAt({ ...validSite, benefits: [validPlan, { ...validPlan, planName: "" }] }, "benefits.1.planName"),
    ).toBe("Plan Name is required.");
  });

  it("applies the state-offering rules with the site's employer state", () => {
    const montana = { ...validSite, employerState: "MT", benefits: [dentalPlan] };
    expect(messageAt(montana, "benefits.0.planType")).toBe("Dental PPO is not offered in Montana.");
    expect(messageAt({ ...validSite, benefits: [dhmoPlan] }, "benefits.0.planType")).toBe(
      "DHMO is not offered in this state.",
    );
    expect(
      firstMessage(explorerSiteWithPlansSchema, { ...validSite, employerState: "TX", benefits: [dhmoPlan] }),
    ).toBeNull();
  });

  it("requires dental and vision comparison fields only with the client's toggles", () => {
    const bareVision = { carrierId: 1, benefitType: "VISION", planType: "VISION", planName: "Vision" };
    const site = { ...validSite, benefits: [bareVision] };
    expect(firstMessage(explorerSiteWithPlansSchema, site)).toBeNull();
    const withToggles = explorerSiteWithPlansSchemaFor(
      comparisonDisplayFor({ isDentalComparisonOn: false, isVisionComparisonOn: true }),
    );
    expect(messageAt(site, "benefits.0.visionExamInNetwork", withToggles)).toBe("Required for plan comparison");
  });

  it("allows 15 plan summary documents per benefit type, counting a shared document once", () => {
    const plans = (count: number, type = validPlan) =>
      Array.from({ length: count }, (_, i) => ({ ...type, planName: `Plan ${i}`, planSummaryDocumentId: uuid(i) }));
    const fifteen = [...plans(15), { ...validPlan, planName: "Shared", planSummaryDocumentId: uuid(0) }];
    expect(firstMessage(explorerSiteWithPlansSchema, { ...validSite, benefits: fifteen })).toBeNull();
    const sixteen = plans(16);
    expect(messageAt({ ...validSite, benefits: sixteen }, "benefits.15.planSummaryDocumentId")).toBe(
      "You can add at most 15 plan summary documents per benefit type.",
    );
    const spanish = [...plans(15), { ...validPlan, spanishPlanSummaryDocumentId: uuid(99) }];
    expect(messageAt({ ...validSite, benefits: spanish }, "benefits.15.spanishPlanSummaryDocumentId")).toBe(
      "You can add at most 15 plan summary documents per benefit type.",
    );
    const twoTypes = [
      ...plans(15),
      ...plans(15, medicalPlan).map((p, i) => ({ ...p, planSummaryDocumentId: uuid(100 + i) })),
    ];
    expect(firstMessage(explorerSiteWithPlansSchema, { ...validSite, benefits: twoTypes })).toBeNull();
  });
});

describe("a value that is not a site", () => {
  it.each([null, true, 123, "str", []])("%j fails as 'expected object' instead of throwing", (value) => {
    const result = explorerSiteWithPlansSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/expected object/);
  });
});
