/**
 * PUT .../documents/:documentId/rename: the new name is sanitised like an upload's, and keeps the document's
 * extension (typing "Certificate" for "scan.pdf" gives "Certificate.pdf"), so that the name always matches the bytes.
 */
import { fileExtension } from "@onboard/domain/documents/allowed-file-types";
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import { sanitizeFileName } from "@onboard/domain/documents/sanitize-file-name";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { presentDocument } from "./presenter";
import { findDocument, lockDocuments } from "./repository";

export function renamedFileName(requested: string, currentName: string): string {
  const extension = fileExtension(currentName);
  const cleaned = sanitizeFileName(requested);
  if (!extension || fileExtension(cleaned) === extension) return cleaned;
  return sanitizeFileName(`${cleaned}.${extension}`);
}

export async function renameDocument(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  target: { clientId: string; documentId: string },
  requestedName: string,
): Promise<DocumentMeta> {
  await db.transaction(async (tx) => {
    const [current] = await lockDocuments(tx, target.clientId, [target.documentId]);
    if (!current) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    const name = renamedFileName(requestedName, current.name);
    await tx
      .update(documents)
      .set({ name, updatedByUserId: user.id, updatedAt: new Date() })
      .where(eq(documents.id, current.id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "document.rename",
      entity: "Document",
      entityId: current.id,
      clientId: target.clientId,
      before: { name: current.name },
      after: { name },
    });
  });
  const renamed = await findDocument(db, target.documentId, target.clientId);
  if (!renamed) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return presentDocument(renamed);
}
