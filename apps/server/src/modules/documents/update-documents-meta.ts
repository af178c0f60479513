/**
 * PUT .../documents/meta: moves documents of the client to another category, policy or language, all or none (an id
 * that is not a live document of this client is 404 and nothing changes). A document moved into an upload task's
 * category reaches that task as an upload would: the task goes to IN_REVIEW.
 */
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import type { DocumentMeta, UpdateDocumentsMetaBody } from "@onboard/domain/documents/document-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { changedFields, recordAudit } from "../audit/index";
import { checkDocumentTarget } from "./check-document-target";
import { moveUploadTask, recordTaskMove } from "./move-upload-task";
import { auditedDocumentFields, presentDocument } from "./presenter";
import { findDocumentsWithEditor, lockDocuments } from "./repository";

export async function updateDocumentsMeta(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  clientId: string,
  body: UpdateDocumentsMetaBody,
): Promise<DocumentMeta[]> {
  const ids = [...new Set(body.documentIds)];
  await db.transaction(async (tx) => {
    const current = await lockDocuments(tx, clientId, ids);
    if (current.length !== ids.length) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    const now = new Date();
    for (const row of current) {
      const next = {
        category: body.category ?? row.category,
        policyId: body.policyId === undefined ? row.policyId : body.policyId,
        language: body.language === undefined ? row.language : body.language,
      };
      await checkDocumentTarget(tx, clientId, next);
      const after = { ...row, ...next };
      const change = changedFields(auditedDocumentFields(row), auditedDocumentFields(after));
      if (Object.keys(change.after).length === 0) continue;
      await tx
        .update(documents)
        .set({ ...next, updatedByUserId: user.id, updatedAt: now })
        .where(eq(documents.id, row.id));
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "document.update-meta",
        entity: "Document",
        entityId: row.id,
        clientId,
        ...change,
      });
      const isNewToTask = next.category !== row.category || next.policyId !== row.policyId;
      if (isNewToTask) {
        const move = await moveUploadTask(tx, { clientId, ...next }, now);
        await recordTaskMove(tx, actor, clientId, move, "document.update-meta");
      }
    }
  });
  return (await findDocumentsWithEditor(db, ids)).map(presentDocument);
}
