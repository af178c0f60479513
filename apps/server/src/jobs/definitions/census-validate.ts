/**
 * `census.validate`: validate one census file too big to validate in the request (over
 * CENSUS_INLINE_VALIDATION_BYTES). One queue slot per file (the singleton key is the document's id), so a file is
 * never validated twice at once; the run itself discards its result when the file changed meanwhile.
 */
import { z } from "zod";
import { defineJob } from "../job-definition";

export const censusValidateJob = defineJob({
  name: "census.validate",
  payload: z.object({ documentId: z.uuid() }),
  policy: "exclusive",
});

/** A run that fails records FAILED with a sentence itself; a handler that throws (the database away) is retried. */
export const CENSUS_VALIDATE_QUEUE = { retryLimit: 3, retryDelay: 2, retryBackoff: true };
