/**
 * Queues the webhook delivery of an appended event inside the transaction that appended it: the job exists exactly
 * when the event does (a rolled-back append leaves none, a committed one cannot lose it). An envelope without a
 * webhook URL gets no job.
 */
import { esignWebhookJob } from "../../../jobs/definitions/esign-webhook";
import type { JobRunner } from "../../../jobs/job-runner";
import type { DbTransaction } from "../events/transaction";

export async function enqueueWebhookDelivery(
  jobs: Pick<JobRunner, "send">,
  tx: DbTransaction,
  event: { envelopeId: string; seq: number },
  envelope: { webhookUrl: string | null },
): Promise<void> {
  if (!envelope.webhookUrl) return;
  const payload = { envelopeId: event.envelopeId, seq: event.seq };
  await jobs.send(esignWebhookJob, payload, { singletonKey: `${event.envelopeId}:${event.seq}`, transaction: tx });
}
