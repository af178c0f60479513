/**
 * The full check of a site body before it is saved: the domain schema again with the client's comparison toggles
 * (the route's schema knows medical only), then what only the database knows: the policies and documents are the
 * client's, the owner is carrier staff, the platform exists, the vanity slug is free and the plan ids are this page's.
 * Every failure comes back at once as 400 with `body.<path>` field errors.
 */

import type { FieldError } from "@onboard/domain/errors/error-shape";
import { comparisonDisplayFor } from "@onboard/domain/explorer/benefit-plan-schema";
import { bodyFieldErrors } from "@onboard/domain/explorer/explorer-admin-api";
import {
  type ExplorerSiteWithPlansInput,
  explorerSiteWithPlansSchemaFor,
} from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import { MEDICAL_VIDEO_CATEGORY } from "@onboard/domain/explorer/medical-video-api";
import { isStaffRole } from "@onboard/domain/users/roles";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { benAdminPlatforms, benefitPlans, explorerPages, policies } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { getFeatureToggles } from "../feature-toggles/index";
import { EXPLORER_ADMIN_MESSAGES as M } from "./messages";
import { listDocumentsByIds, listUsersByIds } from "./repository";

function validationError(errors: FieldError[]): AppError {
  return new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? "Validation error", errors);
}

/** The body parsed with the client's toggles (400 on any rule). */
export async function parseSiteBody(
  db: Database,
  clientId: string,
  body: unknown,
): Promise<ExplorerSiteWithPlansInput> {
  const toggles = await getFeatureToggles(db, clientId);
  const display = comparisonDisplayFor({
    isDentalComparisonOn: toggles.DENTAL_COMPARISON === true,
    isVisionComparisonOn: toggles.VISION_COMPARISON === true,
  });
  const parsed = explorerSiteWithPlansSchemaFor(display).safeParse(body);
  if (!parsed.success) throw validationError(bodyFieldErrors(parsed.error));
  return parsed.data;
}

type SiteRefs = Pick<
  ExplorerSiteWithPlansInput,
  | "policyIds"
  | "benefits"
  | "logoDocumentId"
  | "medicalVideoDocumentId"
  | "medicalVideoSpanishDocumentId"
  | "pageOwnerUserId"
  | "benAdminPlatformId"
  | "vanitySlug"
>;

async function documentErrors(db: DbExecutor, clientId: string, site: SiteRefs): Promise<FieldError[]> {
  const refs: { path: string; id: string | null }[] = [
    { path: "body.logoDocumentId", id: site.logoDocumentId },
    { path: "body.medicalVideoDocumentId", id: site.medicalVideoDocumentId },
    { path: "body.medicalVideoSpanishDocumentId", id: site.medicalVideoSpanishDocumentId },
    ...site.benefits.flatMap((plan, index) => [
      { path: `body.benefits.${index}.planSummaryDocumentId`, id: plan.planSummaryDocumentId },
      { path: `body.benefits.${index}.spanishPlanSummaryDocumentId`, id: plan.spanishPlanSummaryDocumentId },
    ]),
  ];
  const ids = [...new Set(refs.map((ref) => ref.id).filter((id) => id !== null))];
  const found = await listDocumentsByIds(db, ids);
  const ofClient = new Map(found.filter((d) => d.clientId === clientId).map((d) => [d.id, d]));
  // The video fields take only what the video upload stored, never, say, a plan summary PDF.
  const isVideoPath = (path: string) => path.startsWith("body.medicalVideo");
  return refs.flatMap((ref): FieldError[] => {
    if (ref.id === null) return [];
    const document = ofClient.get(ref.id);
    if (!document) return [{ path: ref.path, message: M.documentNotOfClient }];
    if (isVideoPath(ref.path) && document.category !== MEDICAL_VIDEO_CATEGORY) {
      return [{ path: ref.path, message: M.documentNotAVideo }];
    }
    return [];
  });
}

async function policyErrors(db: DbExecutor, clientId: string, policyIds: readonly string[]): Promise<FieldError[]> {
  if (policyIds.length === 0) return [];
  const rows = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(inArray(policies.id, [...policyIds]), eq(policies.clientId, clientId)));
  const ok = new Set(rows.map((row) => row.id));
  return policyIds.some((id) => !ok.has(id)) ? [{ path: "body.policyIds", message: M.policyNotOfClient }] : [];
}

async function planIdErrors(db: DbExecutor, pageId: string | null, plans: SiteRefs["benefits"]): Promise<FieldError[]> {
  const ids = plans.map((plan) => plan.id).filter((id) => id !== null);
  const rows =
    pageId === null || ids.length === 0
      ? []
      : await db
          .select({ id: benefitPlans.id })
          .from(benefitPlans)
          .where(
            and(inArray(benefitPlans.id, ids), eq(benefitPlans.explorerPageId, pageId), isNull(benefitPlans.deletedAt)),
          );
  const ok = new Set(rows.map((row) => row.id));
  const seen = new Set<string>();
  return plans.flatMap((plan, index) => {
    if (plan.id === null) return [];
    const isRepeat = seen.has(plan.id);
    seen.add(plan.id);
    return ok.has(plan.id) && !isRepeat ? [] : [{ path: `body.benefits.${index}.id`, message: M.planNotOnPage }];
  });
}

async function settingErrors(db: DbExecutor, pageId: string | null, site: SiteRefs): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (site.pageOwnerUserId !== null) {
    const [owner] = await listUsersByIds(db, [site.pageOwnerUserId]);
    if (!owner || !isStaffRole(owner.role))
      errors.push({ path: "body.pageOwnerUserId", message: M.pageOwnerNotInternal });
  }
  if (site.benAdminPlatformId !== null) {
    const [platform] = await db
      .select({ id: benAdminPlatforms.id })
      .from(benAdminPlatforms)
      .where(eq(benAdminPlatforms.id, site.benAdminPlatformId));
    if (!platform) errors.push({ path: "body.benAdminPlatformId", message: M.benAdminPlatformUnknown });
  }
  if (site.vanitySlug !== null) {
    const others = pageId === null ? undefined : ne(explorerPages.id, pageId);
    const [taken] = await db
      .select({ id: explorerPages.id })
      .from(explorerPages)
      .where(
        and(
          eq(sql`lower(${explorerPages.vanitySlug})`, site.vanitySlug.toLowerCase()),
          isNull(explorerPages.deletedAt),
          others,
        ),
      )
      .limit(1);
    if (taken) errors.push({ path: "body.vanitySlug", message: M.vanitySlugTaken });
  }
  return errors;
}

/** The database checks of a parsed site; `pageId` is the page being edited (null when creating). */
export async function checkSiteReferences(
  db: DbExecutor,
  clientId: string,
  pageId: string | null,
  site: SiteRefs,
): Promise<void> {
  const errors = [
    ...(await policyErrors(db, clientId, site.policyIds)),
    ...(await settingErrors(db, pageId, site)),
    ...(await documentErrors(db, clientId, site)),
    ...(await planIdErrors(db, pageId, site.benefits)),
  ];
  if (errors.length > 0) throw validationError(errors);
}
