/**
 * The site form's values: empty ones for a new site, and a stored site turned into form values (dates as the date
 * inputs show them, documents by id). What the form submits is the domain schema's output, sent as it is.
 */
import { type BenefitPlanFormValues, benefitPlanFieldsSchema } from "@onboard/domain/explorer/benefit-plan-schema";
import type { BenefitType } from "@onboard/domain/explorer/benefit-types";
import type { ExplorerAdminPlan, ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import { explorerSiteFieldsSchema } from "@onboard/domain/explorer/explorer-site-schema";
import type { ExplorerSiteWithPlansFormValues } from "@onboard/domain/explorer/explorer-site-with-plans-schema";

export type SiteFormValues = ExplorerSiteWithPlansFormValues;
export type PlanFormValues = BenefitPlanFormValues;

/** Every plan field name the schema knows (server errors on other paths go to the general message). */
export const PLAN_FIELDS: readonly string[] = Object.keys(benefitPlanFieldsSchema.shape);
export const SITE_FIELDS: readonly string[] = Object.keys(explorerSiteFieldsSchema.shape);

/** A new plan of one benefit type: every field empty, the flags off. */
export function newPlanValues(benefitType: BenefitType): PlanFormValues {
  const empty = Object.fromEntries(PLAN_FIELDS.map((field) => [field, null])) as Record<string, unknown>;
  return {
    ...empty,
    benefitType,
    planType: null,
    carrierId: "",
    planName: "",
    contentFlags: [],
    isNew: false,
    medicalDeductibleIndividualOutOfNetworkNotApplicable: false,
    medicalDeductibleFamilyOutOfNetworkNotApplicable: false,
    medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable: false,
    medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable: false,
  } as PlanFormValues;
}

export function planToFormValues(plan: ExplorerAdminPlan): PlanFormValues {
  const source = plan as unknown as Record<string, unknown>;
  const empty = newPlanValues(plan.benefitType) as Record<string, unknown>;
  const values = Object.fromEntries(PLAN_FIELDS.map((field) => [field, source[field] ?? empty[field] ?? null]));
  return { ...values, contentFlags: [...plan.contentFlags] } as PlanFormValues;
}

export function emptySiteValues(): SiteFormValues {
  return {
    name: "",
    kioskMode: false,
    startsAt: "",
    expiresAt: "",
    planYear: "",
    openEnrollmentStart: "",
    openEnrollmentEnd: "",
    maintenanceMode: false,
    benefitTypeMetadata: [],
    employerState: null,
    benAdminPlatformId: "",
    benAdminPlatformUrl: "",
    notificationLink: "",
    customCalendlyLink: "",
    customClientName: "",
    logoDocumentId: "",
    employeeCount: "",
    hasEmployeesInNY: false,
    showBenefitCount: true,
    hideSunLifeLogo: false,
    nonSunLifeBenefitsExplorer: false,
    pageOwnerUserId: null,
    policyIds: [],
    medicalVideo: null,
    medicalVideoEnglishTitle: "",
    medicalVideoSpanishTitle: "",
    medicalVideoDocumentId: "",
    medicalVideoSpanishDocumentId: "",
    vidyardUploadId: "",
    vidyardId: "",
    territory: null,
    showLegacyVisionPlanTable: false,
    showLegacyDentalPlanTable: false,
    vanitySlug: "",
    customBranding: false,
    benefitsExplorerCustomBranding: { fontFamily: "", headerBackgroundColor: "", buttonStyle: null },
    customThemeBrandColor: "",
    customThemeContrastingColor: "",
    enableContactUsAppointment: false,
    enableContactUsEmail: true,
    enableContactUsLiveChat: false,
    isLive: false,
    languageFeatureToggle: true,
    largeClientFeatureToggle: false,
    benefits: [],
  };
}

/** A date input shows YYYY-MM-DD; the stored start and expiry are date-times at midnight UTC. */
function day(value: string | null): string {
  return value ? value.slice(0, 10) : "";
}

export function detailToFormValues(detail: ExplorerPageDetail): SiteFormValues {
  const empty = emptySiteValues();
  const values = Object.fromEntries(
    Object.keys(empty).map((field) => [field, (detail as unknown as Record<string, unknown>)[field] ?? null]),
  ) as SiteFormValues;
  return {
    ...values,
    startsAt: day(detail.startsAt),
    expiresAt: day(detail.expiresAt),
    employeeCount: detail.employeeCount ?? "",
    policyIds: [...detail.policyIds],
    benefitTypeMetadata: detail.benefitTypeMetadata.map((entry) => ({ ...entry })),
    benefitsExplorerCustomBranding: {
      fontFamily: detail.benefitsExplorerCustomBranding?.fontFamily ?? "",
      headerBackgroundColor: detail.benefitsExplorerCustomBranding?.headerBackgroundColor ?? "",
      buttonStyle: detail.benefitsExplorerCustomBranding?.buttonStyle ?? null,
    },
    benefits: detail.benefits.map(planToFormValues),
  };
}
