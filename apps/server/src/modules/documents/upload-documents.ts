/**
 * POST /api/clients/:clientId/documents: once the route has stored the uploaded files (receive-upload.http.ts, which
 * checks their fields with `checkUploadFields` first), records, in one transaction, their rows (PROCESSING), the
 * upload task's move to IN_REVIEW, the new-document notice of the client's other users (back to "not yet seen") and
 * the audit entries; then queues each document's processing job. A failed transaction removes the stored files.
 */
import type { DocumentMeta, UploadFields } from "@onboard/domain/documents/document-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import type { Logger } from "../../core/logger";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema/index";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { JobRunner } from "../../jobs/job-runner";
import { recordAudit } from "../audit/index";
import { checkDocumentTarget } from "./check-document-target";
import { moveUploadTask, recordTaskMove } from "./move-upload-task";
import { resetNoticeOfOtherUsers } from "./new-document-notice";
import { auditedDocumentFields, presentDocument } from "./presenter";
import { queueDocumentProcessing } from "./queue-document-processing";
import { findDocumentsWithEditor } from "./repository";
import { type ReceivedUpload, removeStoredFiles } from "./stored-upload";

export interface UploadDependencies {
  db: Database;
  storage: FileStorage;
  jobs: JobRunner;
  log: Logger;
}

/** Where the upload's files may go (check-document-target.ts), checked on its fields before any file is stored. */
export function checkUploadFields(db: Database, clientId: string): (fields: UploadFields) => Promise<void> {
  return (fields) =>
    checkDocumentTarget(db, clientId, { category: fields.category, policyId: fields.policyId ?? null });
}

export async function uploadDocuments(
  deps: UploadDependencies,
  actor: Actor,
  user: AuthenticatedUser,
  clientId: string,
  upload: ReceivedUpload,
): Promise<DocumentMeta[]> {
  const { fields, files } = upload;
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
          ...auditActor(actor),
          action: "document.upload",
          entity: "Document",
          entityId: row.id,
          clientId,
          before: null,
          after: auditedDocumentFields(row),
        });
      }
      const target = { clientId, category: fields.category, policyId: fields.policyId ?? null };
      await recordTaskMove(tx, actor, clientId, await moveUploadTask(tx, target, now), "document.upload");
      await resetNoticeOfOtherUsers(tx, clientId, user.id, now);
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, files);
    throw error;
  }
  const ids = files.map((file) => file.documentId);
  // The answer is the documents as recorded (PROCESSING), read before their processing is queued: read after, a job
  // picked up at once could already have finished, and the answer would depend on the race.
  const uploaded = (await findDocumentsWithEditor(deps.db, ids)).map(presentDocument);
  await queueDocumentProcessing(deps.jobs, ids, (err) => deps.log.error({ err }, "document processing not queued"));
  return uploaded;
}
