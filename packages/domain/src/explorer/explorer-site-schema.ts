/**
 * An explorer site as the administration form sends it: every site field of benefits-explorer spec §3 that staff
 * edit, with the site rules of spec §5. The page's plans are validated with it in explorer-site-with-plans-schema.ts.
 * Not edited here: id, clientId and clientName (from the client), associationId and newExplorerPageId (kept by
 * renewal), version (the If-Match header).
 */
import { z } from "zod";
import type { UsState } from "../common/us-states";
import { COLOR_CODE_PATTERN } from "../validation/color-code";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { text191 } from "../validation/text";
import {
  countField,
  flag,
  integerField,
  optionalDate,
  optionalDateTime,
  optionalEnum,
  optionalId,
  optionalState,
  optionalText,
  optionalUrl,
} from "./admin-form-fields";
import { BENEFIT_TYPES, MEDICAL_VIDEO_CHOICES } from "./benefit-types";

/**
 * Sales territories, as the demo data names them. The spec names the field but not its values; we keep the
 * values the seeded sites use, so every seeded site can be saved unchanged.
 */
export const EXPLORER_TERRITORIES = ["Northeast", "Southeast", "South Central", "Central", "West"] as const;
export type ExplorerTerritory = (typeof EXPLORER_TERRITORIES)[number];

export const PLAN_YEAR_PATTERN = /^[0-9.-]+$/;
export const VANITY_SLUG_PATTERN = /^[A-Za-z0-9_\-\s]+$/;
export const CUSTOM_BUTTON_STYLES = ["ROUNDED", "SQUARE"] as const;

/** Optional text that must match `pattern` when filled in. */
function patternText(pattern: RegExp, message: string) {
  return optionalText().superRefine((value, ctx) => {
    if (value !== null && !pattern.test(value)) ctx.addIssue({ code: "custom", message });
  });
}

const colorCode = () => patternText(COLOR_CODE_PATTERN, VALIDATION_MESSAGES.colorCodeInvalid);

/** Distinct policy ids; "Please select at least one policy." when there is none. */
const policyIdsField = z
  .array(z.string())
  .nullish()
  .transform((value, ctx): string[] => {
    const ids = [...new Set((value ?? []).map((id) => id.trim().toLowerCase()))];
    if (ids.length === 0) ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.policiesRequired });
    else if (!ids.every((id) => z.uuid().safeParse(id).success)) {
      ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.valueNotValid });
    }
    return ids;
  });

export const benefitTypeMetadataInputSchema = z.object({
  benefitType: z.enum(BENEFIT_TYPES, { error: VALIDATION_MESSAGES.benefitTypeRequired }),
  highlighterText: optionalText(),
  spanishHighlighterText: optionalText(),
  highlighterOrder: integerField(),
});

export const customBrandingInputSchema = z
  .object({
    fontFamily: optionalText(),
    headerBackgroundColor: colorCode(),
    buttonStyle: optionalEnum(CUSTOM_BUTTON_STYLES),
  })
  .nullish()
  .transform((value) => value ?? null);

export const explorerSiteFieldsSchema = z.object({
  name: text191(VALIDATION_MESSAGES.siteNameRequired),
  kioskMode: flag(),
  /** YYYY-MM-DD (midnight UTC) or an ISO date-time. */
  startsAt: optionalDateTime(),
  expiresAt: optionalDateTime(),
  planYear: patternText(PLAN_YEAR_PATTERN, VALIDATION_MESSAGES.planYearFormat),
  openEnrollmentStart: optionalDate(),
  openEnrollmentEnd: optionalDate(),
  maintenanceMode: flag(),
  benefitTypeMetadata: z.array(benefitTypeMetadataInputSchema).default([]),
  employerState: optionalState(),
  benAdminPlatformId: optionalId(),
  benAdminPlatformUrl: optionalUrl(),
  notificationLink: optionalUrl(),
  customCalendlyLink: optionalUrl(),
  customClientName: optionalText(),
  logoDocumentId: optionalId(),
  employeeCount: countField(VALIDATION_MESSAGES.employeeCountInvalid),
  hasEmployeesInNY: flag(),
  showBenefitCount: flag(true),
  hideSunLifeLogo: flag(),
  nonSunLifeBenefitsExplorer: flag(),
  /** The page owner (a carrier staff user); null keeps no owner. */
  pageOwnerUserId: optionalId(),
  policyIds: policyIdsField,
  medicalVideo: optionalEnum(MEDICAL_VIDEO_CHOICES),
  medicalVideoEnglishTitle: optionalText(),
  medicalVideoSpanishTitle: optionalText(),
  medicalVideoDocumentId: optionalId(),
  medicalVideoSpanishDocumentId: optionalId(),
  vidyardUploadId: optionalText(),
  vidyardId: optionalText(),
  territory: optionalEnum(EXPLORER_TERRITORIES, VALIDATION_MESSAGES.territoryNotValid),
  showLegacyVisionPlanTable: flag(),
  showLegacyDentalPlanTable: flag(),
  vanitySlug: patternText(VANITY_SLUG_PATTERN, VALIDATION_MESSAGES.vanitySlugFormat),
  customBranding: flag(),
  benefitsExplorerCustomBranding: customBrandingInputSchema,
  customThemeBrandColor: colorCode(),
  customThemeContrastingColor: colorCode(),
  enableContactUsAppointment: flag(),
  enableContactUsEmail: flag(true),
  enableContactUsLiveChat: flag(),
  isLive: flag(),
  languageFeatureToggle: flag(true),
  largeClientFeatureToggle: flag(),
});
export type ExplorerSiteFields = z.infer<typeof explorerSiteFieldsSchema>;
export type SiteField = keyof ExplorerSiteFields;
export type SiteIssueReporter = (path: (string | number)[], message: string) => void;

/** Milliseconds since the epoch of a day (midnight UTC) or date-time. */
function instant(value: string): number {
  return Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
}

function checkDates(site: ExplorerSiteFields, report: SiteIssueReporter): void {
  if (site.startsAt === null) report(["startsAt"], VALIDATION_MESSAGES.startsAtRequired);
  if (site.openEnrollmentStart === null)
    report(["openEnrollmentStart"], VALIDATION_MESSAGES.openEnrollmentStartRequired);
  if (site.openEnrollmentEnd === null) report(["openEnrollmentEnd"], VALIDATION_MESSAGES.openEnrollmentEndRequired);
  // Both are YYYY-MM-DD, so text order is date order.
  if (site.openEnrollmentStart && site.openEnrollmentEnd && site.openEnrollmentEnd < site.openEnrollmentStart) {
    report(["openEnrollmentEnd"], VALIDATION_MESSAGES.openEnrollmentEndBeforeStart);
  }
  if (site.startsAt && site.expiresAt && instant(site.expiresAt) <= instant(site.startsAt)) {
    report(["expiresAt"], VALIDATION_MESSAGES.expiresAtBeforeStartsAt);
  }
}

/**
 * ENGLISH_VIDEO needs the English title and video. ENGLISH_AND_SPANISH_VIDEO (the spec leaves it open) needs both
 * titles and both videos, since Spanish readers are shown the Spanish title and video.
 */
function checkMedicalVideo(site: ExplorerSiteFields, report: SiteIssueReporter): void {
  if (site.medicalVideo === null) {
    report(["medicalVideo"], VALIDATION_MESSAGES.medicalVideoRequired);
    return;
  }
  if (site.medicalVideo === "NO_VIDEO") return;
  if (!site.medicalVideoEnglishTitle)
    report(["medicalVideoEnglishTitle"], VALIDATION_MESSAGES.medicalVideoTitleRequired);
  if (!site.medicalVideoDocumentId)
    report(["medicalVideoDocumentId"], VALIDATION_MESSAGES.medicalVideoDocumentRequired);
  if (site.medicalVideo !== "ENGLISH_AND_SPANISH_VIDEO") return;
  if (!site.medicalVideoSpanishTitle) {
    report(["medicalVideoSpanishTitle"], VALIDATION_MESSAGES.medicalVideoSpanishTitleRequired);
  }
  if (!site.medicalVideoSpanishDocumentId) {
    report(["medicalVideoSpanishDocumentId"], VALIDATION_MESSAGES.medicalVideoSpanishDocumentRequired);
  }
}

/** Every site rule of spec §5 "Site" that spans fields (the single-field rules live on the fields). */
export function checkExplorerSite(site: ExplorerSiteFields, report: SiteIssueReporter): void {
  checkDates(site, report);
  if (site.employerState === null) report(["employerState"], VALIDATION_MESSAGES.employerStateRequired);
  if (site.customBranding) {
    if (!site.customThemeBrandColor) report(["customThemeBrandColor"], VALIDATION_MESSAGES.brandColorRequired);
    if (!site.customThemeContrastingColor) {
      report(["customThemeContrastingColor"], VALIDATION_MESSAGES.contrastColorRequired);
    }
  }
  checkMedicalVideo(site, report);
  const seen = new Set<string>();
  site.benefitTypeMetadata.forEach((entry, index) => {
    if (seen.has(entry.benefitType)) {
      report(["benefitTypeMetadata", index, "benefitType"], VALIDATION_MESSAGES.benefitTypeDuplicate);
    }
    seen.add(entry.benefitType);
  });
}

/** The site after a successful parse: the required fields are filled in. */
export type ExplorerSiteInput = Omit<
  ExplorerSiteFields,
  "startsAt" | "openEnrollmentStart" | "openEnrollmentEnd" | "employerState" | "medicalVideo"
> & {
  startsAt: string;
  openEnrollmentStart: string;
  openEnrollmentEnd: string;
  employerState: UsState;
  medicalVideo: (typeof MEDICAL_VIDEO_CHOICES)[number];
};

export function zodSiteIssueReporter(ctx: z.core.$RefinementCtx): SiteIssueReporter {
  return (path, message) => ctx.addIssue({ code: "custom", message, path });
}

/** The fields the cross-field checks read (checkExplorerSite and the plans' checks). */
const CHECKED_FIELDS: ReadonlySet<string> = new Set([
  "startsAt",
  "expiresAt",
  "openEnrollmentStart",
  "openEnrollmentEnd",
  "employerState",
  "customBranding",
  "customThemeBrandColor",
  "customThemeContrastingColor",
  "medicalVideo",
  "medicalVideoEnglishTitle",
  "medicalVideoSpanishTitle",
  "medicalVideoDocumentId",
  "medicalVideoSpanishDocumentId",
  "benefitTypeMetadata",
  "benefits",
]);

/**
 * zod skips a refinement once any field has failed, so a form would show the missing start date only after the name
 * was fixed. The cross-field checks run as long as every field they read has parsed: a wrong name or policy list no
 * longer hides them, and they never see a value of the wrong type.
 */
export function siteChecksCanRun(payload: z.core.ParsePayload): boolean {
  return payload.issues.every((issue) => {
    if (issue.continue === true) return true;
    // An issue on the whole value (null, a number, an array where the site belongs): there is no site to check.
    const field = issue.path?.[0];
    return field !== undefined && !CHECKED_FIELDS.has(String(field));
  });
}

/** The site without its plans (e.g. a settings-only save). */
export const explorerSiteInputSchema = explorerSiteFieldsSchema
  .superRefine((site, ctx) => checkExplorerSite(site, zodSiteIssueReporter(ctx)), { when: siteChecksCanRun })
  .transform((site) => site as ExplorerSiteInput);
export type ExplorerSiteFormValues = z.input<typeof explorerSiteInputSchema>;
