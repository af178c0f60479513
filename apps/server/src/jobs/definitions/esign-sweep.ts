/**
 * `esign.sweep`: the e-signature provider's timed work (decision 024), every 15 minutes: expires the envelopes past
 * their expiry, then e-mails a reminder to each recipient whose turn it is and who has not signed for their
 * envelope's reminder interval, and records it. No payload; `exclusive`: one sweep queued or running at a time.
 */
import { z } from "zod";
import { defineJob } from "../job-definition";

export const esignSweepJob = defineJob({
  name: "esign.sweep",
  payload: z.object({}),
  policy: "exclusive",
});

/** Every 15 minutes, at minutes 4, 19, 34 and 49 (away from the quarter hours, when other jobs bunch up). */
export const ESIGN_SWEEP_CRON = "4,19,34,49 * * * *";
