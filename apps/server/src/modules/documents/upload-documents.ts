/**
 * POST /api/clients/:clientId/documents: stores the uploaded files (receive-upload.ts), then, in one transaction,
 * their rows (PROCESSING), the upload task's move to IN_REVIEW, the new-document notice of the client's other users
 * (back to "not yet seen") and the audit entries; then queues each document's processing job. A failed transaction
 * removes the stored files.
 */
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { FastifyRequest } from "fastify";
import { auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema/index";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { JobRunner } from "../../jobs/job-runner";
import { recordAudit } from "../audit/record-audit";
import { checkDocumentTarget } from "./check-document-target";
import { moveUploadTask, recordTaskMove } from "./move-upload-task";
import { resetNoticeOfOtherUsers } from "./new-document-notice";
import { auditedDocumentFields, presentDocument } from "./presenter";
import { queueDocumentProcessing } from "./queue-document-processing";
import { receiveUpload, removeStoredFiles } from "./receive-upload";
import { findDocumentsWithEditor } from "./repository";

export interface UploadDependencies {
  db: Database;
  storage: FileStorage;
  jobs: JobRunner;
}

export async function uploadDocuments(
  deps: UploadDependencies,
  request: FastifyRequest,
  user: AuthenticatedUser,
  clientId: string,
): Promise<DocumentMeta[]> {
  const { fields, files } = await receiveUpload(request, {
    clientId,
    storage: deps.storage,
    checkFields: (f) => checkDocumentTarget(deps.db, clientId, { category: f.category, policyId: f.policyId ?? null }),
  });
  const now = new Date();
  try {
    await deps.db.transaction(async (tx) => {
      const rows = await tx
        .insert(documents)
        .values(
          files.map((file) => ({
            id: file.documentId,
            clientId,
            policyId: fields.policyId ?? null,
            category: fields.category,
            processStatus: "PROCESSING" as const,
            name: file.name,
            mimeType: file.mimeType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            storageKey: file.storageKey,
            language: fields.language ?? null,
            updatedByUserId: user.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      for (const row of rows) {
        await recordAudit(tx, {
          ...auditActor(request),
          action: "document.upload",
          entity: "Document",
          entityId: row.id,
          clientId,
          before: null,
          after: auditedDocumentFields(row),
        });
      }
      const target = { clientId, category: fields.category, policyId: fields.policyId ?? null };
      await recordTaskMove(tx, request, clientId, await moveUploadTask(tx, target, now), "document.upload");
      await resetNoticeOfOtherUsers(tx, clientId, user.id, now);
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, files);
    throw error;
  }
  const ids = files.map((file) => file.documentId);
  await queueDocumentProcessing(deps.jobs, ids, (err) => request.log.error({ err }, "document processing not queued"));
  return (await findDocumentsWithEditor(deps.db, ids)).map(presentDocument);
}
