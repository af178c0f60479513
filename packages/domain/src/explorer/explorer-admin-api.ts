/**
 * The explorer administration calls (benefits-explorer spec §7 "Explorer pages", plus renew): paths, params, query,
 * body and response shapes, shared by the server and the web app. Bodies are explorer-site-with-plans-schema.ts's.
 *
 *   GET    /api/clients/{clientId}/explorer-pages                                   list (paged)
 *   GET    /api/clients/{clientId}/explorer-pages/association/{associationId}       pages of one association
 *   GET    /api/clients/{clientId}/explorer-pages/documents/benefittypes/{associationId}?benefitTypes[]=...
 *   GET    /api/clients/{clientId}/explorer-pages/{explorerPageId}                  detail (ETag = version)
 *   POST   /api/clients/{clientId}/explorer-pages                                   create -> 201 detail
 *   PUT    /api/clients/{clientId}/explorer-pages/{explorerPageId}  (If-Match)      update -> detail
 *   DELETE /api/clients/{clientId}/explorer-pages/{explorerPageId}                  soft delete -> 204
 *   POST   /api/clients/{clientId}/explorer-pages/{explorerPageId}/renew            renew -> 201 { explorerPage, ... }
 *   GET    /api/explorer-pages/by-owner/{pageOwnerId}                               list items of one owner
 *   PUT    /api/explorer-pages/transfer/{currentPageOwnerId}/{newPageOwnerId}       { transferred }
 */
import { z } from "zod";
import { US_STATE_CODES } from "../common/us-states";
import { listQuerySchema } from "../validation/list-query";
import { BENEFIT_TYPES, MEDICAL_VIDEO_CHOICES, PLAN_TYPES } from "./benefit-types";
import { explorerPlanSchema } from "./explorer-page-schemas";
import { EXPLORER_PAGE_STATES } from "./explorer-page-state";
import { RENEWAL_CHANGE_FIELDS } from "./explorer-renewal";
import { CUSTOM_BUTTON_STYLES } from "./explorer-site-schema";

const base = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/explorer-pages`;

export const EXPLORER_ADMIN_PATHS = {
  list: (clientId: string) => base(clientId),
  create: (clientId: string) => base(clientId),
  byAssociation: (clientId: string, associationId: string) =>
    `${base(clientId)}/association/${encodeURIComponent(associationId)}`,
  documentsByBenefitTypes: (clientId: string, associationId: string) =>
    `${base(clientId)}/documents/benefittypes/${encodeURIComponent(associationId)}`,
  page: (clientId: string, explorerPageId: string) => `${base(clientId)}/${encodeURIComponent(explorerPageId)}`,
  renew: (clientId: string, explorerPageId: string) => `${base(clientId)}/${encodeURIComponent(explorerPageId)}/renew`,
  byOwner: (pageOwnerId: string) => `/api/explorer-pages/by-owner/${encodeURIComponent(pageOwnerId)}`,
  transfer: (currentPageOwnerId: string, newPageOwnerId: string) =>
    `/api/explorer-pages/transfer/${encodeURIComponent(currentPageOwnerId)}/${encodeURIComponent(newPageOwnerId)}`,
} as const;

// Params
export const clientExplorerPagesParamsSchema = z.object({ clientId: z.uuid() });
export const clientExplorerPageParamsSchema = z.object({ clientId: z.uuid(), explorerPageId: z.uuid() });
export const explorerAssociationParamsSchema = z.object({ clientId: z.uuid(), associationId: z.uuid() });
export const pageOwnerParamsSchema = z.object({ pageOwnerId: z.uuid() });
export const transferOwnerParamsSchema = z.object({ currentPageOwnerId: z.uuid(), newPageOwnerId: z.uuid() });

/** Paged list: limit 1-100 (default 25), offset >= 0, sortBy createdAt|name|updatedAt|startsAt, asc|desc, search. */
export const explorerPageListQuerySchema = listQuerySchema;
export type ExplorerPageListQuery = z.infer<typeof explorerPageListQuerySchema>;

/** Repeated (`a=x&a=y`), bracketed (`a[]=x`) or comma-separated (`a=x,y`) benefit types; none means every type. */
function benefitTypeList(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === "") return [];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => String(part).split(","));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

export const documentsByBenefitTypesQuerySchema = z
  .object({ benefitTypes: z.unknown().optional(), "benefitTypes[]": z.unknown().optional() })
  .transform((query) => [...benefitTypeList(query.benefitTypes), ...benefitTypeList(query["benefitTypes[]"])])
  .pipe(z.array(z.enum(BENEFIT_TYPES)))
  .transform((benefitTypes) => ({ benefitTypes: [...new Set(benefitTypes)] }));
export type DocumentsByBenefitTypesQuery = z.infer<typeof documentsByBenefitTypesQuerySchema>;

/** A document as the administration shows it (spec §3: documentKey, id, name, mimeType). */
export const explorerAdminDocumentSchema = z.object({
  id: z.uuid(),
  documentKey: z.string(),
  name: z.string(),
  mimeType: z.string(),
});
export type ExplorerAdminDocument = z.infer<typeof explorerAdminDocumentSchema>;

/** Plan summary documents of an association, de-duplicated by document key (dedupePlanSummaryDocuments). */
export const planSummaryDocumentSchema = explorerAdminDocumentSchema.extend({
  benefitType: z.enum(BENEFIT_TYPES),
  language: z.enum(["en", "es"]).nullable(),
});
export const documentsByBenefitTypesResponseSchema = z.array(planSummaryDocumentSchema);

export const pageOwnerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** A page as listed for a client: each benefit with its type, plan type and summary documents (spec §3). */
export const explorerPageListItemSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  name: z.string(),
  planYear: z.string().nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  openEnrollmentStart: z.iso.date(),
  openEnrollmentEnd: z.iso.date(),
  isLive: z.boolean(),
  maintenanceMode: z.boolean(),
  state: z.enum(EXPLORER_PAGE_STATES),
  vanitySlug: z.string().nullable(),
  associationId: z.uuid(),
  newExplorerPageId: z.uuid().nullable(),
  pageOwner: pageOwnerSchema.nullable(),
  benefits: z.array(
    z.object({
      benefitType: z.enum(BENEFIT_TYPES),
      planType: z.enum(PLAN_TYPES),
      planSummaryDocument: explorerAdminDocumentSchema.nullable(),
      spanishPlanSummaryDocument: explorerAdminDocumentSchema.nullable(),
    }),
  ),
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ExplorerPageListItem = z.infer<typeof explorerPageListItemSchema>;

export const explorerPageListSchema = z.object({ data: z.array(explorerPageListItemSchema), count: z.number().int() });
export type ExplorerPageList = z.infer<typeof explorerPageListSchema>;
/** GET .../association/{associationId}: the pages sharing an association (a site and its renewals), newest first. */
export const explorerPagesByAssociationSchema = z.array(explorerPageListItemSchema);
/** GET /api/explorer-pages/by-owner/{pageOwnerId}: every page the user owns, across clients. */
export const explorerPagesByOwnerSchema = z.array(explorerPageListItemSchema.extend({ clientName: z.string() }));
/** PUT .../transfer/{current}/{new}: how many pages changed owner (0 when the current owner had none). */
export const transferExplorerPagesResponseSchema = z.object({ transferred: z.number().int().min(0) });

/** A stored plan: the public plan's fields without the comparison verdict, with its order and document ids. */
export const explorerAdminPlanSchema = explorerPlanSchema
  .omit({ isComparable: true, planSummaryDocument: true, spanishPlanSummaryDocument: true })
  .extend({
    order: z.number().int(),
    planSummaryDocumentId: z.uuid().nullable(),
    spanishPlanSummaryDocumentId: z.uuid().nullable(),
    planSummaryDocument: explorerAdminDocumentSchema.nullable(),
    spanishPlanSummaryDocument: explorerAdminDocumentSchema.nullable(),
  });
export type ExplorerAdminPlan = z.infer<typeof explorerAdminPlanSchema>;

const nullableText = z.string().nullable();

/** GET/POST/PUT answer: every site field, its plans in order, and the version for If-Match. */
export const explorerPageDetailSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  name: z.string(),
  kioskMode: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  planYear: nullableText,
  openEnrollmentStart: z.iso.date(),
  openEnrollmentEnd: z.iso.date(),
  maintenanceMode: z.boolean(),
  benefitTypeMetadata: z.array(
    z.object({
      benefitType: z.enum(BENEFIT_TYPES),
      highlighterText: nullableText,
      spanishHighlighterText: nullableText,
      highlighterOrder: z.number().int().nullable(),
    }),
  ),
  employerState: z.enum(US_STATE_CODES),
  benAdminPlatformId: z.uuid().nullable(),
  benAdminPlatformUrl: nullableText,
  notificationLink: nullableText,
  customCalendlyLink: nullableText,
  customClientName: nullableText,
  logoDocumentId: z.uuid().nullable(),
  employeeCount: z.number().int().nullable(),
  hasEmployeesInNY: z.boolean(),
  showBenefitCount: z.boolean(),
  associationId: z.uuid(),
  hideSunLifeLogo: z.boolean(),
  nonSunLifeBenefitsExplorer: z.boolean(),
  pageOwnerUserId: z.uuid().nullable(),
  pageOwner: pageOwnerSchema.nullable(),
  policyIds: z.array(z.uuid()),
  medicalVideo: z.enum(MEDICAL_VIDEO_CHOICES),
  medicalVideoEnglishTitle: nullableText,
  medicalVideoSpanishTitle: nullableText,
  medicalVideoDocumentId: z.uuid().nullable(),
  medicalVideoSpanishDocumentId: z.uuid().nullable(),
  vidyardUploadId: nullableText,
  vidyardId: nullableText,
  territory: nullableText,
  showLegacyVisionPlanTable: z.boolean(),
  showLegacyDentalPlanTable: z.boolean(),
  vanitySlug: nullableText,
  customBranding: z.boolean(),
  benefitsExplorerCustomBranding: z
    .object({
      fontFamily: nullableText.optional(),
      headerBackgroundColor: nullableText.optional(),
      buttonStyle: z.enum(CUSTOM_BUTTON_STYLES).nullable().optional(),
    })
    .nullable(),
  customThemeBrandColor: nullableText,
  customThemeContrastingColor: nullableText,
  enableContactUsAppointment: z.boolean(),
  enableContactUsEmail: z.boolean(),
  enableContactUsLiveChat: z.boolean(),
  isLive: z.boolean(),
  newExplorerPageId: z.uuid().nullable(),
  languageFeatureToggle: z.boolean(),
  largeClientFeatureToggle: z.boolean(),
  state: z.enum(EXPLORER_PAGE_STATES),
  benefits: z.array(explorerAdminPlanSchema),
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ExplorerPageDetail = z.infer<typeof explorerPageDetailSchema>;

/** POST .../renew takes no fields: the copy is made from the stored site (see explorer-renewal.ts). */
export const renewExplorerPageBodySchema = z.object({}).strict().optional();

export const renewalChangeSchema = z.object({
  field: z.enum(RENEWAL_CHANGE_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** 201: the new site, the site it renews (now pointing to it) and what changed; `copied` counts what came along. */
export const renewExplorerPageResponseSchema = z.object({
  explorerPage: explorerPageDetailSchema,
  previousExplorerPageId: z.uuid(),
  renewalChanges: z.array(renewalChangeSchema),
  copied: z.object({
    plans: z.number().int().min(0),
    policies: z.number().int().min(0),
    benefitTypeMetadata: z.number().int().min(0),
  }),
});
export type RenewExplorerPageResponse = z.infer<typeof renewExplorerPageResponseSchema>;

/**
 * A failed site check as the API's field errors (`body.benefits.0.planName`), for the use case that re-checks a body
 * with the client's comparison toggles; the form strips the leading "body.".
 */
export function bodyFieldErrors(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: ["body", ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
}
