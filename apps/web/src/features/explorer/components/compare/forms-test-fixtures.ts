/** Test data for the explorer's forms, comparison and personal plan: a page and plans shaped like the server's answer. */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { testPage as baseTestPage, testPlan } from "../../explorer-test-support";

export const PAGE_ID = "5b0e7c52-93c4-4f5e-9a4e-0d7b8c1f2a01";
const PLAN_ID_PREFIX = "9d3a1c2e-0000-4000-8000-";
export const planId = (n: number) => `${PLAN_ID_PREFIX}${String(n).padStart(12, "0")}`;

const pdf = (id: string, name: string) => ({
  id,
  name,
  documentKey: `k/${name}`,
  mimeType: "application/pdf",
  url: `/api/explorer-pages/${PAGE_ID}/documents/${id}`,
});

export { testPlan };

export const HMO = testPlan({
  id: planId(1),
  planType: "HMO",
  planName: "Bay State Health HMO Value",
  contentFlags: ["$$"],
  premium: "$96.40 per paycheck",
  planSummaryDocument: pdf("7c1d0000-0000-4000-8000-000000000001", "hmo.pdf"),
  spanishPlanSummaryDocument: pdf("7c1d0000-0000-4000-8000-000000000002", "hmo-es.pdf"),
  medicalDeductibleIndividualInNetwork: 500,
  medicalDeductibleIndividualOutOfNetworkNotApplicable: true,
  medicalOutOfPocketMaximumIndividualInNetwork: 3500,
  medicalOutOfNetworkBenefits: false,
  medicalPcpCoordinationRequired: true,
  medicalPcpSpecialtyCareReferralRequired: true,
});

export const PPO = testPlan({
  id: planId(2),
  planType: "PPO",
  planName: "Bay State Health PPO Choice",
  contentFlags: ["HRA", "$$$"],
  planSummaryDocument: pdf("7c1d0000-0000-4000-8000-000000000003", "ppo.pdf"),
  medicalDeductibleIndividualInNetwork: 1000,
  medicalDeductibleIndividualOutOfNetwork: 2500.5,
  medicalOutOfPocketMaximumIndividualInNetwork: 4000,
  medicalOutOfNetworkBenefits: true,
  medicalHealthSavingsAccountEmployerContribution: 1250,
  medicalPcpCoordinationRequired: false,
  medicalPcpSpecialtyCareReferralRequired: false,
});

export const DENTAL = testPlan({
  id: planId(3),
  carrierId: 1,
  benefitType: "DENTAL",
  planType: "PPO",
  planName: "Dental PPO High",
  benefitLevel: "LOW_HIGH",
  dentalYearType: "CALENDAR",
  dentalTypeOneInNetwork: 100,
  dentalTypeTwoInNetwork: 80,
});

export const DENTAL_LOW = testPlan({
  ...DENTAL,
  id: planId(4),
  planName: "Dental PPO Low",
  dentalYearType: "PLAN",
  dentalTypeOneInNetwork: 90,
  dentalTypeTwoInNetwork: 60,
  dentalOrthodonticServices: "CHILDREN",
  dentalOrthodonticMaximumChildAmount: 1500,
});

/** The shared test page (explorer-test-support.ts) with this suite's employer, dates and plans. */
export function testPage(overrides: Partial<ExplorerPageResponse> = {}): ExplorerPageResponse {
  return baseTestPage({
    id: PAGE_ID,
    name: "Harborview 2026",
    clientName: "Harborview Medical Group",
    startsAt: "2026-01-01T00:00:00.000Z",
    expiresAt: null,
    openEnrollmentStart: "2026-11-01",
    openEnrollmentEnd: "2026-12-15",
    employerState: "MA",
    vanitySlug: "harborview-medical",
    effectiveDate: "2027-01-01",
    benAdminPlatformUrl: null,
    showBenefitCount: false,
    isOpenEnrollmentActive: false,
    benefits: [
      {
        benefitType: "MEDICAL",
        highlighterText: { en: null, es: null },
        highlighterOrder: null,
        planSummaryDocuments: {},
        plans: [HMO, PPO],
      },
      {
        benefitType: "DENTAL",
        highlighterText: { en: null, es: null },
        highlighterOrder: null,
        planSummaryDocuments: {},
        plans: [DENTAL, DENTAL_LOW],
      },
    ],
    ...overrides,
  });
}
