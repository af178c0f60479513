/** Runs `document.process`: the documents module's check of one document. */
import type { Database } from "../../db/client";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { processDocument } from "../../modules/documents/process-document";
import type { processDocumentJob } from "../definitions/process-document";
import type { JobPayload } from "../job-definition";

export function processDocumentHandler(deps: { db: Database; storage: FileStorage }) {
  return async ({ documentId }: JobPayload<typeof processDocumentJob>): Promise<void> => {
    await processDocument(deps, documentId);
  };
}
