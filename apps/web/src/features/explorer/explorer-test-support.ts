/** Test data for the explorer page, its layout and hooks: a page response shaped like the server's, and plans. */
import type {
  ExplorerBenefitGroup,
  ExplorerDocument,
  ExplorerPageResponse,
  ExplorerPlan,
} from "@onboard/domain/explorer/explorer-page-schemas";

export const TEST_PAGE_ID = "3f2a1b00-0000-4000-8000-000000000001";
export const testPlanId = (n: number) => `3f2a1b00-0000-4000-8000-${String(100 + n).padStart(12, "0")}`;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function testDocument(n: number, name: string): ExplorerDocument {
  const id = `3f2a1b00-0000-4000-8000-${String(900 + n).padStart(12, "0")}`;
  return {
    id,
    name,
    documentKey: `docs/${name}`,
    mimeType: "application/pdf",
    url: `/api/explorer-pages/${TEST_PAGE_ID}/documents/${id}`,
  };
}

/** Every optional plan field, empty. */
const EMPTY_FIELDS = Object.fromEntries(
  [
    "legalEntity",
    "pfmlState",
    "benefitLevel",
    "wellnessAmount",
    "prepaidSitusState",
    "prepaidDentalNetwork",
    "premium",
    "outOfPocketCosts",
    "linkedHDHPPlanName",
    "planSummaryDocument",
    "spanishPlanSummaryDocument",
    "medicalDeductibleIndividualInNetwork",
    "medicalDeductibleIndividualOutOfNetwork",
    "medicalDeductibleFamilyInNetwork",
    "medicalDeductibleFamilyOutOfNetwork",
    "medicalOutOfPocketMaximumIndividualInNetwork",
    "medicalOutOfPocketMaximumIndividualOutOfNetwork",
    "medicalOutOfPocketMaximumFamilyInNetwork",
    "medicalOutOfPocketMaximumFamilyOutOfNetwork",
    "medicalOutOfNetworkBenefits",
    "medicalHealthSavingsAccountEmployerContribution",
    "medicalPcpCoordinationRequired",
    "medicalPcpSpecialtyCareReferralRequired",
    "dentalYearType",
    "dentalOrthodonticServices",
    "dentalOrthodonticMaximumAdultAmount",
    "dentalOrthodonticMaximumAdultPercent",
    "dentalOrthodonticMaximumChildAmount",
    "dentalOrthodonticMaximumChildPercent",
    "dentalTypeOneInNetwork",
    "dentalTypeOneOutOfNetwork",
    "dentalTypeTwoInNetwork",
    "dentalTypeTwoOutOfNetwork",
    "dentalTypeThreeInNetwork",
    "dentalTypeThreeOutOfNetwork",
    "visionExamInNetwork",
    "visionExamOutOfNetwork",
    "visionExamBiyearly",
    "visionLensesInNetwork",
    "visionLensesOutOfNetwork",
    "visionLensesBiyearly",
    "visionFramesInNetwork",
    "visionFramesOutOfNetwork",
    "visionFramesBiyearly",
    "visionContactLensesInNetwork",
    "visionContactLensesOutOfNetwork",
    "visionContactLensesBiyearly",
    "visionContactLensExamInNetwork",
    "visionContactLensExamOutOfNetwork",
    "visionContactLensExamBiyearly",
    "visionFramesOverPercent",
    "financialFSAMoneyRollover",
    "financialFSARolloverAmount",
    "financialFSARolloverDate",
  ].map((key) => [key, null]),
);

export function testPlan(overrides: Partial<ExplorerPlan> & Pick<ExplorerPlan, "id">): ExplorerPlan {
  return {
    ...(EMPTY_FIELDS as unknown as Omit<ExplorerPlan, "id">),
    medicalDeductibleIndividualOutOfNetworkNotApplicable: false,
    medicalDeductibleFamilyOutOfNetworkNotApplicable: false,
    medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable: false,
    medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable: false,
    carrierId: 2,
    benefitType: "MEDICAL",
    planType: "PPO",
    planName: "Plan",
    isNew: false,
    contentFlags: [],
    isComparable: true,
    ...overrides,
  };
}

export const HMO_PLAN = testPlan({
  id: testPlanId(1),
  planType: "HMO",
  planName: "Harbor HMO Value",
  contentFlags: ["$$"],
  isNew: true,
  medicalDeductibleIndividualInNetwork: 500,
  medicalOutOfPocketMaximumIndividualInNetwork: 3500,
  planSummaryDocument: testDocument(1, "hmo.pdf"),
  spanishPlanSummaryDocument: testDocument(2, "hmo-es.pdf"),
});

export const PPO_PLAN = testPlan({
  id: testPlanId(2),
  planType: "PPO",
  planName: "Harbor PPO Choice",
  contentFlags: ["HSA_COMPATIBLE", "$$$"],
  medicalDeductibleIndividualInNetwork: 1250.5,
  planSummaryDocument: testDocument(3, "ppo.pdf"),
});

export const DENTAL_PLAN = testPlan({
  id: testPlanId(3),
  carrierId: 1,
  benefitType: "DENTAL",
  planType: "PPO",
  planName: "Dental",
  benefitLevel: "LOW_HIGH",
  dentalTypeOneInNetwork: 100,
  dentalTypeTwoInNetwork: 80,
  dentalTypeThreeInNetwork: 50,
});

export const DHMO_PLAN = testPlan({
  id: testPlanId(4),
  carrierId: 1,
  benefitType: "DENTAL",
  planType: "DHMO",
  planName: "Dental DHMO",
  isComparable: false,
  dentalTypeOneInNetwork: 100,
});

export const CI_PLAN = testPlan({
  id: testPlanId(5),
  carrierId: 1,
  benefitType: "CRITICAL_ILLNESS",
  planType: "VOLUNTARY",
  planName: "CI",
  isComparable: true,
});

function group(
  benefitType: ExplorerBenefitGroup["benefitType"],
  plans: ExplorerPlan[],
  extra: Partial<ExplorerBenefitGroup> = {},
): ExplorerBenefitGroup {
  return {
    benefitType,
    highlighterText: { en: null, es: null },
    highlighterOrder: null,
    planSummaryDocuments: {},
    plans,
    ...extra,
  };
}

export function testPage(overrides: Partial<ExplorerPageResponse> = {}): ExplorerPageResponse {
  return {
    id: TEST_PAGE_ID,
    name: "Harbor Benefits 2026",
    clientName: "Harbor Medical Group",
    planYear: "2026",
    effectiveDate: "2026-10-01",
    comparison: { isDentalComparisonOn: true, isVisionComparisonOn: true },
    startsAt: "2026-10-01T04:00:00.000Z",
    expiresAt: "2027-10-01T04:00:00.000Z",
    openEnrollmentStart: "2026-11-11",
    openEnrollmentEnd: "2026-12-11",
    employerState: "CA",
    vanitySlug: "harbor",
    branding: {
      customBranding: false,
      customThemeBrandColor: null,
      customThemeContrastingColor: null,
      hideSunLifeLogo: false,
      nonSunLifeBenefitsExplorer: false,
      logoDocumentId: null,
      logoUrl: null,
    },
    medicalVideo: { choice: "NO_VIDEO", englishTitle: null, spanishTitle: null, englishUrl: null, spanishUrl: null },
    showLegacyDentalPlanTable: false,
    showLegacyVisionPlanTable: false,
    benAdminPlatformUrl: "https://enroll.example.com",
    contactUs: { appointment: false, email: true, liveChat: false },
    customCalendlyLink: null,
    isLive: true,
    newExplorerPageId: null,
    languageFeatureToggle: true,
    largeClientFeatureToggle: false,
    featureToggles: { isLanguageOn: true, isLargeClientOn: false },
    kioskMode: false,
    support: {
      implementationConsultant: {
        firstName: "Nora",
        lastName: "Quinn",
        phoneNumber: "1-800-555-0142",
        email: "nora.quinn@carrier.example",
      },
      isOnboardingLive: false,
    },
    showBenefitCount: true,
    state: "live",
    isOpenEnrollmentActive: true,
    isPersonalPlanLinkShown: true,
    demoEnrollmentStatus: "pre",
    benefits: [
      group("MEDICAL", [HMO_PLAN, PPO_PLAN], {
        highlighterText: { en: "Compare deductibles side by side.", es: "Compare los deducibles lado a lado." },
        planSummaryDocuments: { en: testDocument(5, "medical.pdf") },
      }),
      group("DENTAL", [DENTAL_PLAN, DHMO_PLAN], { highlighterText: { en: "Cleanings covered.", es: null } }),
      group("CRITICAL_ILLNESS", [CI_PLAN]),
    ],
    ...overrides,
  };
}

/** A fake server answering the page (by id or slug "harbor") and, optionally, a status per demo status. */
export function pageResponder(page: ExplorerPageResponse | null, calls: string[] = []) {
  return (path: string): Response | undefined => {
    if (!path.startsWith("/api/explorer-pages/")) return undefined;
    calls.push(path);
    const id = decodeURIComponent(path.slice("/api/explorer-pages/".length));
    if (page && (id === page.id || id === page.vanitySlug)) return json(page);
    return json({ message: "Explorer page not found", code: "NOT_FOUND" }, 404);
  };
}

export const TEST_CLIENT_ID = "3f2a1b00-0000-4000-8000-0000000000c1";

/** The staff preview API of the fake server: answers `page` for its own id under any client, else 404. */
export function previewResponder(page: ExplorerPageResponse | null, calls: string[] = []) {
  return (path: string): Response | undefined => {
    const match = /^\/api\/clients\/([^/]+)\/explorer-pages\/([^/]+)\/preview$/.exec(path);
    if (!match) {
      if (path.startsWith("/api/explorer-pages/")) calls.push(path);
      return undefined;
    }
    calls.push(path);
    if (page && match[2] === page.id) return json(page);
    return json({ message: "Explorer page not found", code: "NOT_FOUND" }, 404);
  };
}
