/**
 * DELETE .../documents/:documentId: a soft delete. The row keeps its bytes' key (the carrier can restore it), and the
 * document leaves every list, count and download at once. The upload task's status is left as it is: the carrier
 * decides whether what remains is enough.
 */
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { auditedDocumentFields } from "./presenter";
import { lockDocuments, softDeleteDocument } from "./repository";

export async function deleteDocument(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  target: { clientId: string; documentId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await lockDocuments(tx, target.clientId, [target.documentId]);
    if (!current) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await softDeleteDocument(tx, current.id, user.id);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "document.delete",
      entity: "Document",
      entityId: current.id,
      clientId: target.clientId,
      before: auditedDocumentFields(current),
      after: null,
    });
  });
}
