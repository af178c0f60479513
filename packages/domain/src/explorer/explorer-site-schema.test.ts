import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import { EXPLORER_TERRITORIES, explorerSiteInputSchema } from "./explorer-site-schema";
import { DOCUMENT_ID, SPANISH_DOCUMENT_ID, validSite } from "./explorer-site-test-fixtures";

function messageAt(site: unknown, field: string): string | null {
  const result = explorerSiteInputSchema.safeParse(site);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join(".") === field)?.message ?? null;
}

describe("explorerSiteInputSchema", () => {
  it("accepts a complete site and fills in the defaults", () => {
    const site = explorerSiteInputSchema.parse(validSite);
    expect(site).toMatchObject({
      employerState: "MA",
      showBenefitCount: true,
      enableContactUsEmail: true,
      kioskMode: false,
    });
    expect(site.customThemeBrandColor).toBeNull();
  });

  it("names the missing employer state and video choice even while the name is missing too", () => {
    const site = { ...validSite, name: "", employerState: "", medicalVideo: undefined };
    expect(messageAt(site, "name")).toBe("Please enter a site name.");
    expect(messageAt(site, "employerState")).toBe("Employer state is required");
    expect(messageAt(site, "medicalVideo")).toBe("Please provide a response.");
  });

  it("holds the cross-field checks back while a field they read has the wrong type, without throwing", () => {
    const result = explorerSiteInputSchema.safeParse({ ...validSite, name: "", benefitTypeMetadata: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["name", "benefitTypeMetadata"]),
    );
  });

  it("requires a site name", () => {
    expect(messageAt({ ...validSite, name: " " }, "name")).toBe("Please enter a site name.");
    expect(messageAt({ ...validSite, name: undefined }, "name")).toBe("Please enter a site name.");
  });

  it("allows digits, dots and hyphens in the plan year", () => {
    for (const planYear of ["2026", "2025-2026", "2026.1", ""])
      expect(messageAt({ ...validSite, planYear }, "planYear")).toBeNull();
    for (const planYear of ["FY2026", "2026/27", "2026 27"]) {
      expect(messageAt({ ...validSite, planYear }, "planYear")).toBe(
        "Please enter a numerical value for the plan year(s). Example: #### or ####-####",
      );
    }
  });

  it("allows letters, digits, underscore, hyphen and spaces in the vanity slug", () => {
    expect(messageAt({ ...validSite, vanitySlug: "Acme_Corp 2026-benefits" }, "vanitySlug")).toBeNull();
    expect(messageAt({ ...validSite, vanitySlug: "acme/benefits" }, "vanitySlug")).toBe(
      "Please input only alphanumeric characters",
    );
  });

  it("requires a valid employer state", () => {
    expect(messageAt({ ...validSite, employerState: "" }, "employerState")).toBe("Employer state is required");
    expect(messageAt({ ...validSite, employerState: undefined }, "employerState")).toBe("Employer state is required");
    expect(messageAt({ ...validSite, employerState: "PR" }, "employerState")).toBe("State not valid");
  });

  it("requires at least one policy", () => {
    expect(messageAt({ ...validSite, policyIds: [] }, "policyIds")).toBe("Please select at least one policy.");
    expect(messageAt({ ...validSite, policyIds: ["nope"] }, "policyIds")).toBe("Please select a valid option");
  });

  it("takes an employee count that is a whole number of 0 or more", () => {
    for (const employeeCount of [0, 12, "40", "", null])
      expect(messageAt({ ...validSite, employeeCount }, "employeeCount")).toBeNull();
    for (const employeeCount of [-1, 2.5, 3_000_000_000]) {
      expect(messageAt({ ...validSite, employeeCount }, "employeeCount")).toBe(
        "Please enter a whole number of 0 or more.",
      );
    }
    expect(messageAt({ ...validSite, employeeCount: "many" }, "employeeCount")).toBe("Please enter a number");
  });

  it("requires the start and open-enrollment dates", () => {
    expect(messageAt({ ...validSite, startsAt: "" }, "startsAt")).toBe("Start date is required");
    expect(messageAt({ ...validSite, startsAt: "2026-13-01" }, "startsAt")).toBe("Please enter a valid date");
    expect(messageAt({ ...validSite, openEnrollmentStart: "" }, "openEnrollmentStart")).toBe(
      "Open enrollment start date is required",
    );
    expect(messageAt({ ...validSite, openEnrollmentEnd: null }, "openEnrollmentEnd")).toBe(
      "Open enrollment end date is required",
    );
  });

  it("keeps open enrollment in order and the expiry after the start", () => {
    expect(messageAt({ ...validSite, openEnrollmentEnd: "2025-11-19" }, "openEnrollmentEnd")).toBe(
      "Open enrollment end date must be on or after the start date",
    );
    expect(messageAt({ ...validSite, openEnrollmentEnd: "2025-11-20" }, "openEnrollmentEnd")).toBeNull();
    expect(messageAt({ ...validSite, expiresAt: "2025-12-31" }, "expiresAt")).toBe(
      "Expiration date must be after the start date",
    );
    expect(messageAt({ ...validSite, expiresAt: "" }, "expiresAt")).toBeNull();
  });

  it("requires brand and contrast colours in hex form when custom branding is on", () => {
    const branded = { ...validSite, customBranding: true };
    expect(messageAt(branded, "customThemeBrandColor")).toBe("Brand color is required");
    expect(messageAt(branded, "customThemeContrastingColor")).toBe("Contrast color is required");
    expect(messageAt({ ...branded, customThemeBrandColor: "blue" }, "customThemeBrandColor")).toBe(
      "Invalid color code",
    );
    expect(
      firstMessage(explorerSiteInputSchema, {
        ...branded,
        customThemeBrandColor: "#0B5",
        customThemeContrastingColor: "#ffffff",
      }),
    ).toBeNull();
    expect(messageAt({ ...validSite, customThemeBrandColor: "" }, "customThemeBrandColor")).toBeNull();
  });

  it("requires a medical video choice", () => {
    expect(messageAt({ ...validSite, medicalVideo: "" }, "medicalVideo")).toBe("Please provide a response.");
    expect(messageAt({ ...validSite, medicalVideo: "MAYBE" }, "medicalVideo")).toBe("Please select a valid option");
  });

  it("requires the title and video of an English video", () => {
    const english = { ...validSite, medicalVideo: "ENGLISH_VIDEO" };
    expect(messageAt(english, "medicalVideoEnglishTitle")).toBe("Video title is required");
    expect(messageAt(english, "medicalVideoDocumentId")).toBe("Please upload the video");
    expect(
      firstMessage(explorerSiteInputSchema, {
        ...english,
        medicalVideoEnglishTitle: "Your plan",
        medicalVideoDocumentId: DOCUMENT_ID,
      }),
    ).toBeNull();
  });

  it("requires both titles and both videos for English and Spanish", () => {
    const both = {
      ...validSite,
      medicalVideo: "ENGLISH_AND_SPANISH_VIDEO",
      medicalVideoEnglishTitle: "Your plan",
      medicalVideoDocumentId: DOCUMENT_ID,
    };
    expect(messageAt(both, "medicalVideoSpanishTitle")).toBe("Spanish video title is required");
    expect(messageAt(both, "medicalVideoSpanishDocumentId")).toBe("Please upload the Spanish video");
    const complete = {
      ...both,
      medicalVideoSpanishTitle: "Su plan",
      medicalVideoSpanishDocumentId: SPANISH_DOCUMENT_ID,
    };
    expect(firstMessage(explorerSiteInputSchema, complete)).toBeNull();
  });

  it("accepts only known territories", () => {
    for (const territory of [...EXPLORER_TERRITORIES, ""])
      expect(messageAt({ ...validSite, territory }, "territory")).toBeNull();
    expect(messageAt({ ...validSite, territory: "Atlantis" }, "territory")).toBe("Territory not valid");
  });

  it("checks links and text lengths", () => {
    expect(messageAt({ ...validSite, benAdminPlatformUrl: "bswift.example.com" }, "benAdminPlatformUrl")).toBe(
      "Please enter a valid URL starting with http:// or https://",
    );
    expect(
      messageAt({ ...validSite, benAdminPlatformUrl: "https://bswift.example.com/x" }, "benAdminPlatformUrl"),
    ).toBeNull();
    expect(messageAt({ ...validSite, customClientName: "x".repeat(192) }, "customClientName")).toBe(
      "Please enter no more than 191 characters",
    );
  });

  it("lists each benefit type's highlighter once", () => {
    const entry = { benefitType: "DENTAL", highlighterText: "New!", highlighterOrder: 1 };
    expect(messageAt({ ...validSite, benefitTypeMetadata: [entry] }, "benefitTypeMetadata.0.benefitType")).toBeNull();
    expect(messageAt({ ...validSite, benefitTypeMetadata: [entry, entry] }, "benefitTypeMetadata.1.benefitType")).toBe(
      "This benefit type is already listed",
    );
  });
});
