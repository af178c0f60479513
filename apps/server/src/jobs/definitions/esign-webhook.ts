/**
 * `esign.webhook`: post one envelope event of the embedded e-sign service to its envelope's webhook URL (decision
 * 024). Queued in the transaction that appended the event, so an event never lacks its delivery; one queue slot per
 * event (the singleton key is `<envelope id>:<seq>`). A non-2xx answer (including the receiver's 409 for an event
 * that arrived before its predecessor) throws, and pg-boss retries with a doubling delay: about 17 minutes in all.
 */
import { z } from "zod";
import { defineJob } from "../job-definition";

export const esignWebhookJob = defineJob({
  name: "esign.webhook",
  payload: z.object({ envelopeId: z.uuid(), seq: z.number().int().min(1) }),
  policy: "exclusive",
});

export const ESIGN_WEBHOOK_QUEUE = { retryLimit: 10, retryDelay: 1, retryBackoff: true };
