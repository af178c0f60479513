/**
 * The document behind GET /api/clients/:clientId/documents/:documentId and GET /api/documents/:id. The latter serves
 * carrier-wide resources (no client) to any signed-in user, and a client's document to whoever may read that client's
 * documents. A deleted document is 404 here; one whose bytes are gone is 404 when file-routes.ts streams them.
 */
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors/app-error";
import type { ServedFile } from "../../http/send-stored-file";
import { authorizeClientDocuments } from "./document-access";
import { findDocument } from "./repository";

export type DocumentFile = ServedFile;

const servedFile = (document: ServedFile): DocumentFile => ({
  name: document.name,
  mimeType: document.mimeType,
  storageKey: document.storageKey,
});

export async function downloadClientDocument(
  deps: { db: Database },
  clientId: string,
  documentId: string,
): Promise<DocumentFile> {
  const document = await findDocument(deps.db, documentId, clientId);
  if (!document) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return servedFile(document);
}

export async function downloadAnyDocument(
  deps: { db: Database },
  actor: Actor,
  documentId: string,
): Promise<DocumentFile> {
  // Signed in with the terms accepted, before saying whether the id exists.
  authorize(actor, "read", "Document");
  const document = await findDocument(deps.db, documentId);
  if (!document) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  if (document.clientId) {
    try {
      await authorizeClientDocuments(actor, deps.db, "read", document.clientId);
    } catch (error) {
      // Another tenant's document reads as missing here: the id alone must not reveal it.
      if (error instanceof AppError && error.statusCode === 403) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
      throw error;
    }
  }
  return servedFile(document);
}
