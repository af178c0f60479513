/** Explorer pages with their policies, benefit-type highlighters and benefit plans (with comparison data). */
import { eq } from "drizzle-orm";
import { benefitPlans, explorerBenefitTypeMetadata, explorerPagePolicies, explorerPages } from "../schema/index";
import { clientSeed } from "./data/clients-data";
import { EXPLORER_PAGE_SEEDS } from "./data/explorer-pages-data";
import type { ExplorerPageSeed, ExplorerPlanSeed } from "./data/explorer-types";
import { HIGHLIGHTERS } from "./data/highlighters";
import { at, isoDay, yearOf } from "./dates";
import { documentIdOf, planSummaryKey } from "./documents";
import { seedId } from "./ids";
import { clientIdOf, policyIdOf } from "./keys";
import { BEN_ADMIN_PLATFORMS, platformIdOf } from "./reference-data";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

export const explorerPageIdOf = (pageKey: string) => seedId("explorer-page", pageKey);
export const benefitPlanIdOf = (pageKey: string, planKey: string) => seedId("benefit-plan", `${pageKey}:${planKey}`);

function pageRow(p: ExplorerPageSeed, today: Date) {
  const client = clientSeed(p.clientKey);
  const platform = BEN_ADMIN_PLATFORMS.find((b) => b.key === p.benAdminPlatformKey);
  const year = yearOf(today, p.planYearOffset);
  const openEnrollmentStart = isoDay(today, p.openEnrollmentStartsInDays);
  return {
    id: explorerPageIdOf(p.key),
    clientId: clientIdOf(p.clientKey),
    clientName: client.name,
    name: p.name,
    kioskMode: p.kioskMode ?? false,
    startsAt: at(today, p.startsInDays, 5),
    expiresAt: p.expiresInDays === null ? null : at(today, p.expiresInDays, 5),
    planYear: String(year),
    openEnrollmentStart,
    openEnrollmentEnd: isoDay(today, p.openEnrollmentStartsInDays + p.openEnrollmentDays),
    maintenanceMode: p.maintenanceMode ?? false,
    employerState: p.employerState,
    benAdminPlatformId: platform ? platformIdOf(platform.key) : null,
    benAdminPlatformUrl: platform?.url ?? null,
    notificationLink: p.isLive ? `https://benefits.example.com/${p.vanitySlug ?? p.key}/notify` : null,
    customCalendlyLink: p.contactUs.appointment ? `https://scheduling.example.com/onboard/${p.key}` : null,
    customClientName: p.nonCarrierBrand?.customClientName ?? null,
    logoDocumentId: null,
    employeeCount: client.employees,
    hasEmployeesInNY: p.hasEmployeesInNY ?? false,
    showBenefitCount: true,
    associationId: seedId("explorer-association", p.associationWithKey ?? p.key),
    hideSunLifeLogo: Boolean(p.nonCarrierBrand),
    nonSunLifeBenefitsExplorer: Boolean(p.nonCarrierBrand),
    pageOwnerUserId: userIdOf(p.ownerKey),
    medicalVideo: "NO_VIDEO" as const,
    territory: p.territory,
    showLegacyVisionPlanTable: false,
    showLegacyDentalPlanTable: p.key === "harborview-previous",
    vanitySlug: p.vanitySlug,
    customBranding: Boolean(p.customBranding),
    benefitsExplorerCustomBranding: p.customBranding
      ? {
          fontFamily: p.customBranding.fontFamily,
          headerBackgroundColor: p.customBranding.brandColor,
          buttonStyle: "ROUNDED" as const,
        }
      : null,
    customThemeBrandColor: p.customBranding?.brandColor ?? null,
    customThemeContrastingColor: p.customBranding?.contrastingColor ?? null,
    enableContactUsAppointment: p.contactUs.appointment,
    enableContactUsEmail: p.contactUs.email,
    enableContactUsLiveChat: p.contactUs.liveChat,
    isLive: p.isLive,
    languageFeatureToggle: true,
    largeClientFeatureToggle: client.employees >= 1000,
  };
}

function planRow(page: ExplorerPageSeed, plan: ExplorerPlanSeed, order: number, today: Date) {
  const m = plan.medical;
  const d = plan.dental;
  const v = plan.vision;
  const f = plan.financial;
  const summary = (language: "en" | "es") =>
    plan.summaries?.includes(language) ? documentIdOf(planSummaryKey(page.key, plan.key, language)) : null;
  return {
    id: benefitPlanIdOf(page.key, plan.key),
    explorerPageId: explorerPageIdOf(page.key),
    order,
    carrierId: plan.carrier.id,
    benefitType: plan.benefitType,
    planType: plan.planType,
    planName: plan.planName,
    legalEntity: plan.carrier.legalEntity,
    pfmlState: plan.pfmlState ?? null,
    isNew: plan.isNew ?? false,
    contentFlags: plan.contentFlags ?? [],
    benefitLevel: plan.benefitLevel ?? null,
    wellnessAmount: plan.wellnessAmount ?? null,
    prepaidSitusState: plan.prepaidSitusState ?? null,
    prepaidDentalNetwork: plan.prepaidDentalNetwork ?? null,
    premium: plan.premium ?? null,
    outOfPocketCosts: plan.outOfPocketCosts ?? null,
    planSummaryDocumentId: summary("en"),
    spanishPlanSummaryDocumentId: summary("es"),
    linkedHDHPPlanName: plan.linkedHDHPPlanName ?? null,
    ...(m && {
      medicalDeductibleIndividualInNetwork: m.deductible.individual[0],
      medicalDeductibleIndividualOutOfNetwork: m.deductible.individual[1],
      medicalDeductibleIndividualOutOfNetworkNotApplicable: m.deductible.individual[1] === null,
      medicalDeductibleFamilyInNetwork: m.deductible.family[0],
      medicalDeductibleFamilyOutOfNetwork: m.deductible.family[1],
      medicalDeductibleFamilyOutOfNetworkNotApplicable: m.deductible.family[1] === null,
      medicalOutOfPocketMaximumIndividualInNetwork: m.outOfPocketMaximum.individual[0],
      medicalOutOfPocketMaximumIndividualOutOfNetwork: m.outOfPocketMaximum.individual[1],
      medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable: m.outOfPocketMaximum.individual[1] === null,
      medicalOutOfPocketMaximumFamilyInNetwork: m.outOfPocketMaximum.family[0],
      medicalOutOfPocketMaximumFamilyOutOfNetwork: m.outOfPocketMaximum.family[1],
      medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable: m.outOfPocketMaximum.family[1] === null,
      medicalOutOfNetworkBenefits: m.outOfNetworkBenefits,
      medicalHealthSavingsAccountEmployerContribution: m.hsaEmployerContribution ?? null,
      medicalPcpCoordinationRequired: m.pcpCoordinationRequired,
      medicalPcpSpecialtyCareReferralRequired: m.pcpSpecialtyCareReferralRequired,
    }),
    ...(d && {
      dentalYearType: d.yearType,
      dentalOrthodonticServices: d.orthodonticServices,
      dentalOrthodonticMaximumAdultAmount: d.orthodonticAdult?.amount ?? null,
      dentalOrthodonticMaximumAdultPercent: d.orthodonticAdult?.percent ?? null,
      dentalOrthodonticMaximumChildAmount: d.orthodonticChild?.amount ?? null,
      dentalOrthodonticMaximumChildPercent: d.orthodonticChild?.percent ?? null,
      dentalTypeOneInNetwork: d.typeOne[0],
      dentalTypeOneOutOfNetwork: d.typeOne[1],
      dentalTypeTwoInNetwork: d.typeTwo[0],
      dentalTypeTwoOutOfNetwork: d.typeTwo[1],
      dentalTypeThreeInNetwork: d.typeThree[0],
      dentalTypeThreeOutOfNetwork: d.typeThree[1],
    }),
    ...(v && {
      visionExamInNetwork: v.exam[0],
      visionExamOutOfNetwork: v.exam[1],
      visionExamBiyearly: v.exam[2],
      visionLensesInNetwork: v.lenses[0],
      visionLensesOutOfNetwork: v.lenses[1],
      visionLensesBiyearly: v.lenses[2],
      visionFramesInNetwork: v.frames[0],
      visionFramesOutOfNetwork: v.frames[1],
      visionFramesBiyearly: v.frames[2],
      visionContactLensesInNetwork: v.contactLenses[0],
      visionContactLensesOutOfNetwork: v.contactLenses[1],
      visionContactLensesBiyearly: v.contactLenses[2],
      visionContactLensExamInNetwork: v.contactLensExam[0],
      visionContactLensExamOutOfNetwork: v.contactLensExam[1],
      visionContactLensExamBiyearly: v.contactLensExam[2],
      visionFramesOverPercent: v.framesOverPercent,
    }),
    ...(f && {
      financialFSAMoneyRollover: f.rollover,
      financialFSARolloverAmount: f.rollover ? f.amount : null,
      // Rollover is due in the spring after the plan year ends.
      financialFSARolloverDate: f.rollover ? `${yearOf(today, page.planYearOffset + 1)}-${f.monthDay}` : null,
    }),
  };
}

export async function seedExplorerPages({ tx, today }: SeedContext): Promise<void> {
  await tx.insert(explorerPages).values(EXPLORER_PAGE_SEEDS.map((p) => pageRow(p, today)));
  for (const p of EXPLORER_PAGE_SEEDS.filter((page) => page.newerPageKey)) {
    await tx
      .update(explorerPages)
      .set({ newExplorerPageId: explorerPageIdOf(p.newerPageKey as string) })
      .where(eq(explorerPages.id, explorerPageIdOf(p.key)));
  }
  await tx
    .insert(explorerPagePolicies)
    .values(
      EXPLORER_PAGE_SEEDS.flatMap((p) =>
        p.policyNumbers.map((n) => ({ explorerPageId: explorerPageIdOf(p.key), policyId: policyIdOf(n) })),
      ),
    );
  await tx.insert(explorerBenefitTypeMetadata).values(
    EXPLORER_PAGE_SEEDS.flatMap((p) =>
      [...new Set(p.plans.map((plan) => plan.benefitType))].map((benefitType, i) => ({
        id: seedId("explorer-benefit-type-metadata", `${p.key}:${benefitType}`),
        explorerPageId: explorerPageIdOf(p.key),
        benefitType,
        highlighterText: HIGHLIGHTERS[benefitType].en,
        spanishHighlighterText: HIGHLIGHTERS[benefitType].es,
        highlighterOrder: i + 1,
      })),
    ),
  );
  await tx
    .insert(benefitPlans)
    .values(EXPLORER_PAGE_SEEDS.flatMap((p) => p.plans.map((plan, i) => planRow(p, plan, i + 1, today))));
}
