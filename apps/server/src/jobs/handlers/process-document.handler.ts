/** Runs `document.process`: the documents module's check of one document. */
import type { Database } from "../../db/client";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { processDocument } from "../../modules/documents/index";
import type { processDocumentJob } from "../definitions/process-document";
import type { JobPayload } from "../job-definition";

export interface ProcessDocumentDeps {
  db: Database;
  storage: FileStorage;
  /** Told once per document, when this run decided its final state (not when a retry found it already done). */
  onProcessed?: (documentId: string, status: "COMPLETED" | "FAILED") => void;
}

export function processDocumentHandler(deps: ProcessDocumentDeps) {
  return async ({ documentId }: JobPayload<typeof processDocumentJob>): Promise<void> => {
    const status = await processDocument(deps, documentId);
    if (status) deps.onProcessed?.(documentId, status);
  };
}
