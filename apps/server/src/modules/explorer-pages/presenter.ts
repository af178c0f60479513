/** Shapes an explorer page for the public site: public fields only, plans grouped by benefit type in display order. */
import { compareBenefitTypes } from "@onboard/domain/explorer/benefit-type-display-order";
import type { BenefitType, DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import type {
  ExplorerBenefitGroup,
  ExplorerDocument,
  ExplorerPageResponse,
  ExplorerPlan,
} from "@onboard/domain/explorer/explorer-page-schemas";
import { type ExplorerPageState, isPersonalPlanLinkShown } from "@onboard/domain/explorer/explorer-page-state";
import type { BenefitPlanRow, BenefitTypeMetadataRow, ExplorerPageRow } from "./repository";

export interface ExplorerPageView {
  page: ExplorerPageRow;
  plans: readonly BenefitPlanRow[];
  metadata: readonly BenefitTypeMetadataRow[];
  documents: readonly ExplorerDocument[];
  state: ExplorerPageState;
  isOpenEnrollmentActive: boolean;
  demoEnrollmentStatus: DemoEnrollmentStatus;
}

function presentPlan(plan: BenefitPlanRow, documentOf: (id: string | null) => ExplorerDocument | null): ExplorerPlan {
  // Pick the public columns; the page link, display order, timestamps and soft-delete marker stay internal.
  const {
    explorerPageId: _page,
    order: _order,
    createdAt: _created,
    updatedAt: _updated,
    deletedAt: _deleted,
    planSummaryDocumentId,
    spanishPlanSummaryDocumentId,
    ...fields
  } = plan;
  return {
    ...fields,
    planSummaryDocument: documentOf(planSummaryDocumentId),
    spanishPlanSummaryDocument: documentOf(spanishPlanSummaryDocumentId),
  };
}

/** One group per benefit type present on the page; a group's summary documents are its first plan's that has one. */
function groupPlans(
  plans: readonly ExplorerPlan[],
  metadata: readonly BenefitTypeMetadataRow[],
): ExplorerBenefitGroup[] {
  const byType = new Map<BenefitType, ExplorerPlan[]>();
  for (const plan of plans) byType.set(plan.benefitType, [...(byType.get(plan.benefitType) ?? []), plan]);
  return [...byType.keys()].sort(compareBenefitTypes).map((benefitType) => {
    const groupPlans = byType.get(benefitType) ?? [];
    const meta = metadata.find((m) => m.benefitType === benefitType);
    const en = groupPlans.find((p) => p.planSummaryDocument)?.planSummaryDocument ?? undefined;
    const es = groupPlans.find((p) => p.spanishPlanSummaryDocument)?.spanishPlanSummaryDocument ?? undefined;
    return {
      benefitType,
      highlighterText: { en: meta?.highlighterText ?? null, es: meta?.spanishHighlighterText ?? null },
      highlighterOrder: meta?.highlighterOrder ?? null,
      planSummaryDocuments: { ...(en && { en }), ...(es && { es }) },
      plans: groupPlans,
    };
  });
}

export function presentExplorerPage(view: ExplorerPageView): ExplorerPageResponse {
  const { page } = view;
  const documentsById = new Map(view.documents.map((d) => [d.id, d]));
  const documentOf = (id: string | null) => (id ? (documentsById.get(id) ?? null) : null);
  return {
    id: page.id,
    name: page.name,
    clientName: page.customClientName ?? page.clientName,
    planYear: page.planYear,
    startsAt: page.startsAt.toISOString(),
    expiresAt: page.expiresAt?.toISOString() ?? null,
    openEnrollmentStart: page.openEnrollmentStart,
    openEnrollmentEnd: page.openEnrollmentEnd,
    employerState: page.employerState,
    vanitySlug: page.vanitySlug,
    branding: {
      customBranding: page.customBranding,
      customThemeBrandColor: page.customThemeBrandColor,
      customThemeContrastingColor: page.customThemeContrastingColor,
      hideSunLifeLogo: page.hideSunLifeLogo,
      nonSunLifeBenefitsExplorer: page.nonSunLifeBenefitsExplorer,
      logoDocumentId: page.logoDocumentId,
    },
    medicalVideo: {
      choice: page.medicalVideo,
      englishTitle: page.medicalVideoEnglishTitle,
      spanishTitle: page.medicalVideoSpanishTitle,
      documentId: page.medicalVideoDocumentId,
    },
    showLegacyDentalPlanTable: page.showLegacyDentalPlanTable,
    showLegacyVisionPlanTable: page.showLegacyVisionPlanTable,
    benAdminPlatformUrl: page.benAdminPlatformUrl,
    contactUs: {
      appointment: page.enableContactUsAppointment,
      email: page.enableContactUsEmail,
      liveChat: page.enableContactUsLiveChat,
    },
    customCalendlyLink: page.customCalendlyLink,
    isLive: page.isLive,
    newExplorerPageId: page.newExplorerPageId,
    languageFeatureToggle: page.languageFeatureToggle,
    kioskMode: page.kioskMode,
    showBenefitCount: page.showBenefitCount,
    state: view.state,
    isOpenEnrollmentActive: view.isOpenEnrollmentActive,
    isPersonalPlanLinkShown: isPersonalPlanLinkShown(view.state),
    demoEnrollmentStatus: view.demoEnrollmentStatus,
    benefits: groupPlans(
      view.plans.map((p) => presentPlan(p, documentOf)),
      view.metadata,
    ),
  };
}
