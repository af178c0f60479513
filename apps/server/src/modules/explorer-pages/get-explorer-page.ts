/** Use case: the public explorer page by id or vanity slug, with its state at `now` and its plans grouped for display. */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import { EXPLORER_PAGE_MESSAGES, type ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { explorerPageState, isOpenEnrollmentActive } from "@onboard/domain/explorer/explorer-page-state";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { presentExplorerPage } from "./presenter";
import { findLivePageByIdOrSlug, listBenefitTypeMetadata, listDocuments, listPagePlans } from "./repository";

export async function getExplorerPage(
  db: Database,
  input: { idOrSlug: string; demoEnrollmentStatus: DemoEnrollmentStatus; now: Date },
): Promise<ExplorerPageResponse> {
  const page = await findLivePageByIdOrSlug(db, input.idOrSlug);
  if (!page) throw new AppError("NOT_FOUND", 404, EXPLORER_PAGE_MESSAGES.notFound);
  const state = explorerPageState(page, input.now);
  // A site in maintenance or not yet started shows only its state page: its plans are not public yet (or now).
  const showsPlans = state !== "maintenance" && state !== "notStarted";
  const [plans, metadata] = showsPlans
    ? await Promise.all([listPagePlans(db, page.id), listBenefitTypeMetadata(db, page.id)])
    : [[], []];
  const documentIds = plans.flatMap((p) =>
    [p.planSummaryDocumentId, p.spanishPlanSummaryDocumentId].filter((id): id is string => id !== null),
  );
  const documents = await listDocuments(db, [...new Set(documentIds)]);
  return presentExplorerPage({
    page,
    plans,
    metadata,
    documents,
    state,
    isOpenEnrollmentActive: isOpenEnrollmentActive(page, input.now),
    demoEnrollmentStatus: input.demoEnrollmentStatus,
  });
}
