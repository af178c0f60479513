/**
 * Where a document may go: a policy must be the client's (404 otherwise), and a policy task's documents must name
 * their policy (400), so that the upload reaches the right task.
 */
import type { DocumentCategory } from "@onboard/domain/clients/enums";
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import { uploadTaskOf } from "@onboard/domain/documents/upload-tasks";
import type { DbExecutor } from "../../db/executor";
import { AppError, notFound } from "../../errors/app-error";
import { isPolicyOfClient } from "./repository";

export async function checkDocumentTarget(
  db: DbExecutor,
  clientId: string,
  target: { category: DocumentCategory; policyId: string | null },
): Promise<void> {
  if (target.policyId && !(await isPolicyOfClient(db, clientId, target.policyId))) {
    throw notFound(DOCUMENT_MESSAGES.policyNotFound);
  }
  if (uploadTaskOf(target.category)?.kind === "policy" && !target.policyId) {
    const message = DOCUMENT_MESSAGES.policyRequired;
    throw new AppError("VALIDATION_ERROR", 400, message, [{ path: "body.policyId", message }]);
  }
}
