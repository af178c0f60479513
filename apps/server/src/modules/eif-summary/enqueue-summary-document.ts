/**
 * Queues the storing of a signature's summary PDF inside the signing transaction: the job exists exactly when the
 * signature does (a rolled-back signing leaves no job, a committed one cannot lose it).
 */

import type { DbExecutor } from "../../db/executor";
import { storeEifSummaryJob } from "../../jobs/definitions/store-eif-summary";
import type { JobRunner } from "../../jobs/job-runner";

export async function enqueueEifSummaryDocument(
  jobs: JobRunner,
  tx: DbExecutor,
  job: { clientId: string; signatureId: string },
): Promise<void> {
  await jobs.send(storeEifSummaryJob, job, { singletonKey: job.signatureId, transaction: tx });
}
