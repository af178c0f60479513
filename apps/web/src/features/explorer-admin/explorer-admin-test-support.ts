/** Test data and a fake server for the explorer administration pages. */
import type { ExplorerAdminPlan, ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import type { Mock } from "vitest";

export const CLIENT_ID = "c1";
export const PAGE_ID = "11111111-1111-4111-8111-111111111111";
export const NEW_PAGE_ID = "22222222-2222-4222-8222-222222222222";
export const POLICY_ID = "33333333-3333-4333-8333-333333333333";
export const PLAN_IDS = ["44444444-4444-4444-8444-444444444441", "44444444-4444-4444-8444-444444444442"] as const;
export const OWNER_ID = "55555555-5555-4555-8555-555555555555";

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function plan(overrides: Partial<ExplorerAdminPlan> = {}): ExplorerAdminPlan {
  const base: Record<string, unknown> = {
    id: PLAN_IDS[0],
    carrierId: 1,
    benefitType: "LIFE",
    planType: "BASIC_LIFE",
    planName: "Basic Life",
    legalEntity: null,
    pfmlState: null,
    isNew: true,
    contentFlags: [],
    benefitLevel: null,
    wellnessAmount: null,
    prepaidSitusState: null,
    prepaidDentalNetwork: null,
    premium: null,
    outOfPocketCosts: null,
    linkedHDHPPlanName: null,
    order: 0,
    planSummaryDocumentId: null,
    spanishPlanSummaryDocumentId: null,
    planSummaryDocument: null,
    spanishPlanSummaryDocument: null,
  };
  return { ...base, ...overrides } as ExplorerAdminPlan;
}

export function detail(overrides: Partial<ExplorerPageDetail> = {}): ExplorerPageDetail {
  return {
    id: PAGE_ID,
    clientId: "c1",
    clientName: "Acme Bakery",
    name: "Acme Benefits 2026",
    kioskMode: false,
    startsAt: "2026-01-01T00:00:00.000Z",
    expiresAt: null,
    planYear: "2026",
    openEnrollmentStart: "2025-11-20",
    openEnrollmentEnd: "2025-12-15",
    maintenanceMode: false,
    benefitTypeMetadata: [],
    employerState: "MA",
    benAdminPlatformId: null,
    benAdminPlatformUrl: null,
    notificationLink: null,
    customCalendlyLink: null,
    customClientName: null,
    logoDocumentId: null,
    employeeCount: 40,
    hasEmployeesInNY: false,
    showBenefitCount: true,
    associationId: "66666666-6666-4666-8666-666666666666",
    hideSunLifeLogo: false,
    nonSunLifeBenefitsExplorer: false,
    pageOwnerUserId: OWNER_ID,
    pageOwner: { id: OWNER_ID, name: "Olive Owner", email: "olive@onboard.test" },
    policyIds: [POLICY_ID],
    medicalVideo: "NO_VIDEO",
    medicalVideoEnglishTitle: null,
    medicalVideoSpanishTitle: null,
    medicalVideoDocumentId: null,
    medicalVideoSpanishDocumentId: null,
    vidyardUploadId: null,
    vidyardId: null,
    territory: null,
    showLegacyVisionPlanTable: false,
    showLegacyDentalPlanTable: false,
    vanitySlug: "acme",
    customBranding: false,
    benefitsExplorerCustomBranding: null,
    customThemeBrandColor: null,
    customThemeContrastingColor: null,
    enableContactUsAppointment: false,
    enableContactUsEmail: true,
    enableContactUsLiveChat: false,
    isLive: true,
    newExplorerPageId: null,
    languageFeatureToggle: true,
    largeClientFeatureToggle: false,
    state: "live",
    benefits: [
      plan(),
      plan({ id: PLAN_IDS[1], planName: "Voluntary Life", planType: "VOLUNTARY_LIFE", isNew: false, order: 1 }),
    ],
    version: 4,
    createdAt: "2025-10-01T00:00:00.000Z",
    updatedAt: "2025-10-02T00:00:00.000Z",
    ...overrides,
  };
}

export const PAGE_PATH = `/api/clients/c1/explorer-pages/${PAGE_ID}`;

/** The calls the pages make besides the site itself: policies (tasks), toggles, documents, staff. */
export function baseServer(path: string): Response | undefined {
  if (path === "/api/clients/c1/tasks") {
    return json({ clientTasks: [], policies: [{ policyId: POLICY_ID, label: "Policy 2541209 · Life", tasks: [] }] });
  }
  if (path === "/api/feature-toggles") return json({ DENTAL_COMPARISON: false, VISION_COMPARISON: false });
  if (path.startsWith("/api/clients/c1/explorer-pages/documents/benefittypes/")) return json([]);
  if (path === "/api/users/slfs") return json({ data: [], count: 0 });
  return undefined;
}

/** The fetch calls made to a path with a method. */
export function callsTo(fetchMock: Mock, path: string, method = "GET") {
  return fetchMock.mock.calls.filter(([url, init]) => {
    const pathname = new URL(String(url), "http://localhost").pathname;
    return pathname === path && ((init as RequestInit | undefined)?.method ?? "GET") === method;
  });
}

export function bodyOf(call: unknown[] | undefined): Record<string, unknown> {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;
}
