/**
 * Shapes an explorer page for the public site: public fields only, plans grouped by benefit type in display order. The
 * client's name is answered with the escaped less-than sign restored (spec §5 "Text handling").
 */
import { implementationConsultantOf } from "@onboard/domain/clients/implementation-consultant";
import { restoreLessThan } from "@onboard/domain/common/text-handling";
import { compareBenefitTypes } from "@onboard/domain/explorer/benefit-type-display-order";
import type { BenefitType, DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import { type ComparisonToggles, canComparePlan } from "@onboard/domain/explorer/comparison-eligibility";
import {
  type ExplorerBenefitGroup,
  type ExplorerDocument,
  type ExplorerPageResponse,
  type ExplorerPlan,
  explorerDocumentPath,
} from "@onboard/domain/explorer/explorer-page-schemas";
import { type ExplorerPageState, isPersonalPlanLinkShown } from "@onboard/domain/explorer/explorer-page-state";
import type { BenefitPlanRow, BenefitTypeMetadataRow, ClientSupportRow, ExplorerPageRow } from "./repository";

export interface ExplorerPageView {
  page: ExplorerPageRow;
  plans: readonly BenefitPlanRow[];
  metadata: readonly BenefitTypeMetadataRow[];
  /** The plans' summary documents (without their download paths, which the presenter adds). */
  documents: readonly Omit<ExplorerDocument, "url">[];
  effectiveDate: string | null;
  comparison: ComparisonToggles;
  /** The client's LANGUAGE and LARGE_CLIENT toggles. */
  featureToggles: ExplorerPageResponse["featureToggles"];
  /** The client's implementation consultant and release status, for the "Need Help?" footer. */
  clientSupport: ClientSupportRow | null;
  state: ExplorerPageState;
  isOpenEnrollmentActive: boolean;
  demoEnrollmentStatus: DemoEnrollmentStatus;
  /** Download path of one of the page's documents; the public route (explorerDocumentPath) by default. */
  documentPath?: (documentId: string) => string;
}

type PlanContext = {
  documentOf: (id: string | null) => ExplorerDocument | null;
  effectiveDate: string | null;
  comparison: ComparisonToggles;
};

function presentPlan(plan: BenefitPlanRow, { documentOf, effectiveDate, comparison }: PlanContext): ExplorerPlan {
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
    isComparable: canComparePlan({ ...plan, effectiveDate }, comparison),
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

/** The "Need Help?" footer's facts; the consultant's names with the escaped less-than sign restored. */
function presentSupport(client: ClientSupportRow | null): ExplorerPageResponse["support"] {
  const consultant = client && implementationConsultantOf(client);
  return {
    implementationConsultant: consultant && {
      ...consultant,
      firstName: restoreLessThan(consultant.firstName),
      lastName: restoreLessThan(consultant.lastName),
    },
    isOnboardingLive: client?.releaseStatus === "LIVE",
  };
}

export function presentExplorerPage(view: ExplorerPageView): ExplorerPageResponse {
  const { page } = view;
  const pathOf = view.documentPath ?? ((documentId: string) => explorerDocumentPath(page.id, documentId));
  const documentsById = new Map(view.documents.map((d) => [d.id, { ...d, url: pathOf(d.id) }]));
  const documentOf = (id: string | null) => (id ? (documentsById.get(id) ?? null) : null);
  const urlOf = (id: string | null) => (id ? pathOf(id) : null);
  const hasVideo = page.medicalVideo !== "NO_VIDEO";
  const hasSpanishVideo = page.medicalVideo === "ENGLISH_AND_SPANISH_VIDEO";
  return {
    id: page.id,
    name: page.name,
    clientName: restoreLessThan(page.customClientName ?? page.clientName),
    planYear: page.planYear,
    effectiveDate: view.effectiveDate,
    comparison: view.comparison,
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
      logoUrl: urlOf(page.logoDocumentId),
    },
    medicalVideo: {
      choice: page.medicalVideo,
      englishTitle: page.medicalVideoEnglishTitle,
      spanishTitle: page.medicalVideoSpanishTitle,
      englishUrl: hasVideo ? urlOf(page.medicalVideoDocumentId) : null,
      spanishUrl: hasSpanishVideo ? urlOf(page.medicalVideoSpanishDocumentId) : null,
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
    largeClientFeatureToggle: page.largeClientFeatureToggle,
    featureToggles: view.featureToggles,
    kioskMode: page.kioskMode,
    support: presentSupport(view.clientSupport),
    showBenefitCount: page.showBenefitCount,
    state: view.state,
    isOpenEnrollmentActive: view.isOpenEnrollmentActive,
    isPersonalPlanLinkShown: isPersonalPlanLinkShown(view.state),
    demoEnrollmentStatus: view.demoEnrollmentStatus,
    benefits: groupPlans(
      view.plans.map((p) =>
        presentPlan(p, { documentOf, effectiveDate: view.effectiveDate, comparison: view.comparison }),
      ),
      view.metadata,
    ),
  };
}
