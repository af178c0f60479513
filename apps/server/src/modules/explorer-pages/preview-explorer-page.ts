/**
 * Use cases: a staff preview of a client's explorer page, in the public page's shape, whatever its state (live or
 * demo, maintenance, not started, expired): plans included, `state` telling the truth; and the files it links to,
 * which the public document route refuses while the page hides its plans.
 */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import { EXPLORER_PAGE_MESSAGES, type ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { explorerPreviewDocumentPath } from "@onboard/domain/explorer/explorer-preview-api";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { loadReferencedDocument, type PageDocumentFile } from "./download-page-document";
import { buildPageAnswer } from "./get-explorer-page";
import { type ExplorerPageRow, findClientPageById } from "./repository";

export interface PreviewTarget {
  clientId: string;
  explorerPageId: string;
}

/** The client's page that is not deleted; 404 when it is unknown, deleted, or another client's. */
async function findPreviewPage(db: Database, target: PreviewTarget): Promise<ExplorerPageRow> {
  const page = await findClientPageById(db, target.clientId, target.explorerPageId);
  if (!page) throw new AppError("NOT_FOUND", 404, EXPLORER_PAGE_MESSAGES.notFound);
  return page;
}

export async function previewExplorerPage(
  db: Database,
  input: PreviewTarget & { demoEnrollmentStatus: DemoEnrollmentStatus; now: Date },
): Promise<ExplorerPageResponse> {
  const page = await findPreviewPage(db, input);
  return buildPageAnswer(db, page, {
    demoEnrollmentStatus: input.demoEnrollmentStatus,
    now: input.now,
    includePlans: true,
    documentPath: (documentId) => explorerPreviewDocumentPath(page.clientId, page.id, documentId),
  });
}

export async function downloadPreviewDocument(
  deps: { db: Database },
  input: PreviewTarget & { documentId: string },
): Promise<PageDocumentFile> {
  const page = await findPreviewPage(deps.db, input);
  return loadReferencedDocument(deps, page, { documentId: input.documentId, includePlans: true });
}
