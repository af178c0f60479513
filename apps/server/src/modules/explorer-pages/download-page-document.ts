/**
 * Use case: a document of a public explorer page, for GET /api/explorer-pages/:id/documents/:documentId. Only what
 * the page's answer links to is served: its logo, its medical videos, and, while the page shows its plans, the plan
 * summaries of its plans that are not deleted. Anything else (another page's file, a deleted one) is 404.
 */
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import type { ServedFile } from "../../http/send-stored-file";
import { findPublicPage, showsPlans } from "./get-explorer-page";
import { type ExplorerPageRow, findDocumentFile, listPagePlans } from "./repository";

/** The file's row: where its bytes are (send-public-file.http.ts streams them) and their SHA-256, for the ETag. */
export interface PageDocumentFile extends ServedFile {
  sha256: string;
}

async function referencedDocumentIds(db: Database, page: ExplorerPageRow, includePlans: boolean): Promise<Set<string>> {
  const ids = [page.logoDocumentId];
  if (page.medicalVideo !== "NO_VIDEO") ids.push(page.medicalVideoDocumentId);
  if (page.medicalVideo === "ENGLISH_AND_SPANISH_VIDEO") ids.push(page.medicalVideoSpanishDocumentId);
  if (includePlans) {
    for (const plan of await listPagePlans(db, page.id)) {
      ids.push(plan.planSummaryDocumentId, plan.spanishPlanSummaryDocumentId);
    }
  }
  return new Set(ids.filter((id): id is string => id !== null));
}

/**
 * One of the files `page` links to (plan summaries only when `includePlans`); 404 for anything else. Its bytes are
 * not read here: the answer streams them (a file whose bytes are gone is 404 there).
 */
export async function loadReferencedDocument(
  deps: { db: Database },
  page: ExplorerPageRow,
  input: { documentId: string; includePlans: boolean },
): Promise<PageDocumentFile> {
  const referenced = await referencedDocumentIds(deps.db, page, input.includePlans);
  if (!referenced.has(input.documentId)) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const document = await findDocumentFile(deps.db, input.documentId);
  if (!document) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return { name: document.name, mimeType: document.mimeType, sha256: document.sha256, storageKey: document.storageKey };
}

/** A public page's document, with the page's id (the document cache drops it with the page). */
export interface PublicPageDocument extends PageDocumentFile {
  pageId: string;
}

export async function downloadPageDocument(
  deps: { db: Database },
  input: { idOrSlug: string; documentId: string; now: Date },
): Promise<PublicPageDocument> {
  const page = await findPublicPage(deps.db, input.idOrSlug);
  const file = await loadReferencedDocument(deps, page, {
    documentId: input.documentId,
    includePlans: showsPlans(page, input.now),
  });
  return { ...file, pageId: page.id };
}
