/**
 * `maintenance.purge-expired`: deletes sign-in records that can no longer be used (ended sign-in transactions,
 * used or expired account links, ended sessions, expired OIDC payloads), hourly. A singleton: one run at a time.
 */
import { z } from "zod";
import { defineJob } from "../job-definition";

export const purgeExpiredRecordsJob = defineJob({
  name: "maintenance.purge-expired",
  payload: z.object({}),
  policy: "singleton",
});

/** Every hour, at minute 17 (away from the top of the hour, when other systems' jobs bunch up). */
export const PURGE_EXPIRED_RECORDS_CRON = "17 * * * *";
