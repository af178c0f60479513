/**
 * `document.process`: check one uploaded document (its stored bytes against the recorded SHA-256, and a PDF's
 * structure) and mark it COMPLETED or FAILED. One queue slot per document (the singleton key is its id).
 */
import { z } from "zod";
import { defineJob } from "../job-definition";

export const processDocumentJob = defineJob({
  name: "document.process",
  payload: z.object({ documentId: z.uuid() }),
  policy: "exclusive",
});

/** A handler that throws (the database or storage unreachable) is retried a few times, a little later each time. */
export const PROCESS_DOCUMENT_QUEUE = { retryLimit: 3, retryDelay: 2, retryBackoff: true };
