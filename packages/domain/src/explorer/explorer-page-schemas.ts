/**
 * GET /api/explorer-pages/:id (the public page): its request and response shapes, shared by server and web app.
 * The answer carries both languages, never anything about the page owner, internal notes or the QPS push.
 */
import { z } from "zod";
import { US_STATE_CODES } from "../common/us-states";
import {
  BENEFIT_LEVELS,
  BENEFIT_TYPES,
  CONTENT_FLAGS,
  DEMO_ENROLLMENT_STATUSES,
  DENTAL_YEAR_TYPES,
  MEDICAL_VIDEO_CHOICES,
  ORTHODONTIC_SERVICES,
  PLAN_TYPES,
  PREPAID_DENTAL_NETWORK_KEYS,
} from "./benefit-types";
import { EXPLORER_PAGE_STATES } from "./explorer-page-state";

export const EXPLORER_PAGE_MESSAGES = {
  notFound: "Explorer page not found",
  demoEnrollmentStatus: "demoEnrollmentStatus must be one of pre, active or post",
} as const;

/** The page id (uuid) or its vanity slug, as typed in the address bar. */
export const explorerPageParamsSchema = z.object({ id: z.string().min(1).max(191) });

export const explorerPageQuerySchema = z.object({
  demoEnrollmentStatus: z
    .enum(DEMO_ENROLLMENT_STATUSES, { message: EXPLORER_PAGE_MESSAGES.demoEnrollmentStatus })
    .default("pre"),
});

/** The public download path of a document the page references (answered inline, with its content type). */
export function explorerDocumentPath(explorerPageId: string, documentId: string): string {
  return `/api/explorer-pages/${encodeURIComponent(explorerPageId)}/documents/${encodeURIComponent(documentId)}`;
}

export const explorerDocumentParamsSchema = explorerPageParamsSchema.extend({ documentId: z.uuid() });

export const explorerDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The stored file's key. */
  documentKey: z.string(),
  mimeType: z.string(),
  /** Where the browser downloads it: explorerDocumentPath(page id, document id). */
  url: z.string(),
});
export type ExplorerDocument = z.infer<typeof explorerDocumentSchema>;

const money = z.number().nullable();
const percent = z.number().int().nullable();
const flag = z.boolean().nullable();

const medicalComparisonSchema = z.object({
  medicalDeductibleIndividualInNetwork: money,
  medicalDeductibleIndividualOutOfNetwork: money,
  medicalDeductibleIndividualOutOfNetworkNotApplicable: z.boolean(),
  medicalDeductibleFamilyInNetwork: money,
  medicalDeductibleFamilyOutOfNetwork: money,
  medicalDeductibleFamilyOutOfNetworkNotApplicable: z.boolean(),
  medicalOutOfPocketMaximumIndividualInNetwork: money,
  medicalOutOfPocketMaximumIndividualOutOfNetwork: money,
  medicalOutOfPocketMaximumIndividualOutOfNetworkNotApplicable: z.boolean(),
  medicalOutOfPocketMaximumFamilyInNetwork: money,
  medicalOutOfPocketMaximumFamilyOutOfNetwork: money,
  medicalOutOfPocketMaximumFamilyOutOfNetworkNotApplicable: z.boolean(),
  medicalOutOfNetworkBenefits: flag,
  medicalHealthSavingsAccountEmployerContribution: money,
  medicalPcpCoordinationRequired: flag,
  medicalPcpSpecialtyCareReferralRequired: flag,
});

const dentalComparisonSchema = z.object({
  dentalYearType: z.enum(DENTAL_YEAR_TYPES).nullable(),
  dentalOrthodonticServices: z.enum(ORTHODONTIC_SERVICES).nullable(),
  dentalOrthodonticMaximumAdultAmount: money,
  dentalOrthodonticMaximumAdultPercent: percent,
  dentalOrthodonticMaximumChildAmount: money,
  dentalOrthodonticMaximumChildPercent: percent,
  dentalTypeOneInNetwork: percent,
  dentalTypeOneOutOfNetwork: percent,
  dentalTypeTwoInNetwork: percent,
  dentalTypeTwoOutOfNetwork: percent,
  dentalTypeThreeInNetwork: percent,
  dentalTypeThreeOutOfNetwork: percent,
});

const visionComparisonSchema = z.object({
  visionExamInNetwork: money,
  visionExamOutOfNetwork: money,
  visionExamBiyearly: flag,
  visionLensesInNetwork: money,
  visionLensesOutOfNetwork: money,
  visionLensesBiyearly: flag,
  visionFramesInNetwork: money,
  visionFramesOutOfNetwork: money,
  visionFramesBiyearly: flag,
  visionContactLensesInNetwork: money,
  visionContactLensesOutOfNetwork: money,
  visionContactLensesBiyearly: flag,
  visionContactLensExamInNetwork: money,
  visionContactLensExamOutOfNetwork: money,
  visionContactLensExamBiyearly: flag,
  visionFramesOverPercent: percent,
});

const financialComparisonSchema = z.object({
  financialFSAMoneyRollover: flag,
  financialFSARolloverAmount: money,
  /** YYYY-MM-DD */
  financialFSARolloverDate: z.string().nullable(),
});

export const explorerPlanSchema = z.object({
  id: z.uuid(),
  carrierId: z.number().int(),
  benefitType: z.enum(BENEFIT_TYPES),
  planType: z.enum(PLAN_TYPES),
  planName: z.string(),
  legalEntity: z.string().nullable(),
  pfmlState: z.enum(US_STATE_CODES).nullable(),
  isNew: z.boolean(),
  contentFlags: z.array(z.enum(CONTENT_FLAGS)),
  benefitLevel: z.enum(BENEFIT_LEVELS).nullable(),
  wellnessAmount: money,
  prepaidSitusState: z.enum(US_STATE_CODES).nullable(),
  prepaidDentalNetwork: z.enum(PREPAID_DENTAL_NETWORK_KEYS).nullable(),
  premium: z.string().nullable(),
  outOfPocketCosts: z.string().nullable(),
  linkedHDHPPlanName: z.string().nullable(),
  planSummaryDocument: explorerDocumentSchema.nullable(),
  spanishPlanSummaryDocument: explorerDocumentSchema.nullable(),
  /** canComparePlan for this plan, the page's effective date and the client's comparison toggles. */
  isComparable: z.boolean(),
  ...medicalComparisonSchema.shape,
  ...dentalComparisonSchema.shape,
  ...visionComparisonSchema.shape,
  ...financialComparisonSchema.shape,
});
export type ExplorerPlan = z.infer<typeof explorerPlanSchema>;

export const explorerBenefitGroupSchema = z.object({
  benefitType: z.enum(BENEFIT_TYPES),
  highlighterText: z.object({ en: z.string().nullable(), es: z.string().nullable() }),
  /** From the benefit-type metadata; groups without one sort last among highlighters. */
  highlighterOrder: z.number().int().nullable(),
  planSummaryDocuments: z.object({ en: explorerDocumentSchema.optional(), es: explorerDocumentSchema.optional() }),
  plans: z.array(explorerPlanSchema),
});
export type ExplorerBenefitGroup = z.infer<typeof explorerBenefitGroupSchema>;

export const explorerPageResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The employer's name as shown on the site (the custom client name when one is set). */
  clientName: z.string(),
  planYear: z.string().nullable(),
  /** YYYY-MM-DD: the earliest effective date of the page's policies; null when none has one. */
  effectiveDate: z.iso.date().nullable(),
  /** The client's DENTAL_COMPARISON and VISION_COMPARISON feature toggles. */
  comparison: z.object({ isDentalComparisonOn: z.boolean(), isVisionComparisonOn: z.boolean() }),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  openEnrollmentStart: z.iso.date(),
  openEnrollmentEnd: z.iso.date(),
  employerState: z.enum(US_STATE_CODES),
  vanitySlug: z.string().nullable(),
  branding: z.object({
    customBranding: z.boolean(),
    customThemeBrandColor: z.string().nullable(),
    customThemeContrastingColor: z.string().nullable(),
    hideSunLifeLogo: z.boolean(),
    nonSunLifeBenefitsExplorer: z.boolean(),
    logoDocumentId: z.uuid().nullable(),
    /** The logo's download path, or null without a logo. */
    logoUrl: z.string().nullable(),
  }),
  /**
   * For Spanish readers with ENGLISH_AND_SPANISH_VIDEO: the Spanish title and spanishUrl; otherwise the English title
   * and englishUrl. A URL is null when its video is not uploaded (or the choice is NO_VIDEO).
   */
  medicalVideo: z.object({
    choice: z.enum(MEDICAL_VIDEO_CHOICES),
    englishTitle: z.string().nullable(),
    spanishTitle: z.string().nullable(),
    englishUrl: z.string().nullable(),
    spanishUrl: z.string().nullable(),
  }),
  showLegacyDentalPlanTable: z.boolean(),
  showLegacyVisionPlanTable: z.boolean(),
  benAdminPlatformUrl: z.string().nullable(),
  contactUs: z.object({ appointment: z.boolean(), email: z.boolean(), liveChat: z.boolean() }),
  customCalendlyLink: z.string().nullable(),
  isLive: z.boolean(),
  newExplorerPageId: z.uuid().nullable(),
  /** The site's own language option: with the client's LANGUAGE toggle, whether the language dialog shows. */
  languageFeatureToggle: z.boolean(),
  /** The site's large-client option: with the client's LARGE_CLIENT toggle, the large-client layout (decision 029). */
  largeClientFeatureToggle: z.boolean(),
  /** The client's LANGUAGE and LARGE_CLIENT feature toggles (public-site-features.ts combines them with the site's). */
  featureToggles: z.object({ isLanguageOn: z.boolean(), isLargeClientOn: z.boolean() }),
  /** A shared screen: no lead link, e-mail-me or outbound links; "Start over" and the inactivity reset. */
  kioskMode: z.boolean(),
  /**
   * The "Need Help?" footer (spec §2): the client's implementation consultant (null when the client has none) and
   * whether its onboarding is live (release status LIVE), when the help-centre link shows.
   */
  support: z.object({
    implementationConsultant: z
      .object({ firstName: z.string(), lastName: z.string(), phoneNumber: z.string(), email: z.string() })
      .nullable(),
    isOnboardingLive: z.boolean(),
  }),
  showBenefitCount: z.boolean(),
  state: z.enum(EXPLORER_PAGE_STATES),
  isOpenEnrollmentActive: z.boolean(),
  isPersonalPlanLinkShown: z.boolean(),
  demoEnrollmentStatus: z.enum(DEMO_ENROLLMENT_STATUSES),
  benefits: z.array(explorerBenefitGroupSchema),
});
export type ExplorerPageResponse = z.infer<typeof explorerPageResponseSchema>;
