import { describe, expect, it } from "vitest";
import { comparisonDisplayFor } from "./benefit-plan-schema";
import {
  bodyFieldErrors,
  documentsByBenefitTypesQuerySchema,
  EXPLORER_ADMIN_PATHS,
  explorerPageListQuerySchema,
  renewalChangeSchema,
  transferExplorerPagesResponseSchema,
} from "./explorer-admin-api";
import { validSite } from "./explorer-site-test-fixtures";
import { explorerSiteWithPlansSchemaFor } from "./explorer-site-with-plans-schema";

const CLIENT = "11111111-1111-4111-8111-111111111111";
const PAGE = "22222222-2222-4222-8222-222222222222";

describe("explorer admin paths", () => {
  it("builds every call's path", () => {
    expect(EXPLORER_ADMIN_PATHS.list(CLIENT)).toBe(`/api/clients/${CLIENT}/explorer-pages`);
    expect(EXPLORER_ADMIN_PATHS.page(CLIENT, PAGE)).toBe(`/api/clients/${CLIENT}/explorer-pages/${PAGE}`);
    expect(EXPLORER_ADMIN_PATHS.renew(CLIENT, PAGE)).toBe(`/api/clients/${CLIENT}/explorer-pages/${PAGE}/renew`);
    expect(EXPLORER_ADMIN_PATHS.documentsByBenefitTypes(CLIENT, PAGE)).toBe(
      `/api/clients/${CLIENT}/explorer-pages/documents/benefittypes/${PAGE}`,
    );
    expect(EXPLORER_ADMIN_PATHS.transfer("a", "b")).toBe("/api/explorer-pages/transfer/a/b");
  });
});

describe("explorerPageListQuerySchema", () => {
  it("defaults to 25 and bounds limit and offset", () => {
    expect(explorerPageListQuerySchema.parse({})).toEqual({ limit: 25, offset: 0 });
    expect(
      explorerPageListQuerySchema.parse({ limit: "100", sortBy: "startsAt", sortDirection: "desc" }),
    ).toMatchObject({
      limit: 100,
      sortBy: "startsAt",
    });
    for (const query of [
      { limit: 0 },
      { limit: 101 },
      { offset: -1 },
      { sortBy: "territory" },
      { sortDirection: "up" },
    ]) {
      expect(explorerPageListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe("documentsByBenefitTypesQuerySchema", () => {
  it("reads repeated, bracketed and comma-separated benefit types", () => {
    expect(documentsByBenefitTypesQuerySchema.parse({ "benefitTypes[]": ["DENTAL", "VISION"] })).toEqual({
      benefitTypes: ["DENTAL", "VISION"],
    });
    expect(documentsByBenefitTypesQuerySchema.parse({ benefitTypes: "MEDICAL,DENTAL,MEDICAL" })).toEqual({
      benefitTypes: ["MEDICAL", "DENTAL"],
    });
    expect(documentsByBenefitTypesQuerySchema.parse({})).toEqual({ benefitTypes: [] });
    expect(documentsByBenefitTypesQuerySchema.safeParse({ benefitTypes: "TEETH" }).success).toBe(false);
  });
});

describe("responses", () => {
  it("counts transferred pages and describes renewal changes", () => {
    expect(transferExplorerPagesResponseSchema.safeParse({ transferred: 3 }).success).toBe(true);
    expect(transferExplorerPagesResponseSchema.safeParse({ transferred: -1 }).success).toBe(false);
    expect(renewalChangeSchema.safeParse({ field: "planYear", from: "2025", to: "2026" }).success).toBe(true);
    expect(renewalChangeSchema.safeParse({ field: "clientId", from: "a", to: "b" }).success).toBe(false);
  });
});

describe("bodyFieldErrors", () => {
  it("prefixes paths with body.", () => {
    const schema = explorerSiteWithPlansSchemaFor(
      comparisonDisplayFor({ isDentalComparisonOn: true, isVisionComparisonOn: true }),
    );
    const result = schema.safeParse({
      ...validSite,
      name: "",
      benefits: [{ carrierId: 1, benefitType: "LIFE", planType: "BASIC_LIFE" }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(bodyFieldErrors(result.error)).toEqual([
      { path: "body.name", message: "Please enter a site name." },
      { path: "body.benefits.0.planName", message: "Plan Name is required." },
    ]);
  });
});
