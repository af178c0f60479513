/**
 * `eif-summary.store`: render a signed EIF's summary PDF and keep it as the client's `eif-summary` document. Queued
 * in the signing transaction (so a signature never lacks its job); one queue slot per signature (the singleton key is
 * its id), and the handler does nothing when the signature's document is already stored.
 */
import { z } from "zod";
import { defineJob } from "../job-definition";

export const storeEifSummaryJob = defineJob({
  name: "eif-summary.store",
  payload: z.object({ clientId: z.uuid(), signatureId: z.uuid() }),
  policy: "exclusive",
});

/** A handler that throws (the database or storage unreachable) is retried a few times, a little later each time. */
export const STORE_EIF_SUMMARY_QUEUE = { retryLimit: 5, retryDelay: 2, retryBackoff: true };
