/**
 * Use cases: the public explorer page by id or vanity slug; and the page answer (its state at `now`, plans grouped)
 * that it and the staff preview (preview-explorer-page.ts) share.
 */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import type { ComparisonToggles } from "@onboard/domain/explorer/comparison-eligibility";
import { EXPLORER_PAGE_MESSAGES, type ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { explorerPageState, isOpenEnrollmentActive } from "@onboard/domain/explorer/explorer-page-state";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { getFeatureToggles } from "../feature-toggles/index";
import { presentExplorerPage } from "./presenter";
import {
  type ExplorerPageRow,
  findClientSupport,
  findEffectiveDate,
  findLivePageByIdOrSlug,
  listBenefitTypeMetadata,
  listDocuments,
  listPagePlans,
} from "./repository";

/** A page in maintenance or not yet started shows only its state page: its plans are not public yet (or now). */
export function showsPlans(page: ExplorerPageRow, now: Date): boolean {
  const state = explorerPageState(page, now);
  return state !== "maintenance" && state !== "notStarted";
}

export async function findPublicPage(db: Database, idOrSlug: string): Promise<ExplorerPageRow> {
  const page = await findLivePageByIdOrSlug(db, idOrSlug);
  if (!page) throw new AppError("NOT_FOUND", 404, EXPLORER_PAGE_MESSAGES.notFound);
  return page;
}

/** The client's toggles the page answer carries: comparison eligibility, the language dialog, the large-client layout. */
async function pageToggles(
  db: Database,
  clientId: string,
): Promise<{ comparison: ComparisonToggles; featureToggles: ExplorerPageResponse["featureToggles"] }> {
  const toggles = await getFeatureToggles(db, clientId);
  return {
    comparison: {
      isDentalComparisonOn: toggles.DENTAL_COMPARISON === true,
      isVisionComparisonOn: toggles.VISION_COMPARISON === true,
    },
    featureToggles: { isLanguageOn: toggles.LANGUAGE === true, isLargeClientOn: toggles.LARGE_CLIENT === true },
  };
}

export interface PageAnswerOptions {
  demoEnrollmentStatus: DemoEnrollmentStatus;
  now: Date;
  /** Whether the plans (and highlighters) are included: the public page hides them in maintenance or before start. */
  includePlans: boolean;
  /** Where a document of the page is downloaded from (the public route unless a preview says otherwise). */
  documentPath?: (documentId: string) => string;
}

/** The page's answer in the public shape, with `state` telling the truth at `now`. */
export async function buildPageAnswer(
  db: Database,
  page: ExplorerPageRow,
  options: PageAnswerOptions,
): Promise<ExplorerPageResponse> {
  const { now, includePlans } = options;
  const [plans, metadata, effectiveDate, { comparison, featureToggles }, clientSupport] = await Promise.all([
    includePlans ? listPagePlans(db, page.id) : [],
    includePlans ? listBenefitTypeMetadata(db, page.id) : [],
    findEffectiveDate(db, page.id),
    pageToggles(db, page.clientId),
    findClientSupport(db, page.clientId),
  ]);
  const documentIds = plans.flatMap((p) =>
    [p.planSummaryDocumentId, p.spanishPlanSummaryDocumentId].filter((id): id is string => id !== null),
  );
  const documents = await listDocuments(db, [...new Set(documentIds)]);
  return presentExplorerPage({
    page,
    plans,
    metadata,
    documents,
    effectiveDate,
    comparison,
    featureToggles,
    clientSupport,
    state: explorerPageState(page, now),
    isOpenEnrollmentActive: isOpenEnrollmentActive(page, now),
    demoEnrollmentStatus: options.demoEnrollmentStatus,
    documentPath: options.documentPath,
  });
}

export async function getExplorerPage(
  db: Database,
  input: { idOrSlug: string; demoEnrollmentStatus: DemoEnrollmentStatus; now: Date },
): Promise<ExplorerPageResponse> {
  const page = await findPublicPage(db, input.idOrSlug);
  return buildPageAnswer(db, page, {
    demoEnrollmentStatus: input.demoEnrollmentStatus,
    now: input.now,
    includePlans: showsPlans(page, input.now),
  });
}
