/**
 * Runs `email.deliver`: one delivery attempt, recorded in the outbox by `deliverEmail`. A transient failure is
 * thrown so that pg-boss retries it after its delay; a permanent refusal (a 5xx answer) is not retried, and the
 * e-mail stays FAILED until staff resend it.
 */
import type { Database } from "../../db/client";
import { deliverEmail } from "../../integrations/mail/deliver-email";
import type { MailTransport } from "../../integrations/mail/mail-transport";
import type { deliverEmailJob } from "../definitions/deliver-email";
import type { JobPayload } from "../job-definition";

export class RetryableDeliveryError extends Error {}

export function deliverEmailHandler(deps: { db: Database; transport: MailTransport }) {
  return async ({ emailId }: JobPayload<typeof deliverEmailJob>): Promise<void> => {
    const outcome = await deliverEmail(deps.db, deps.transport, emailId);
    if (outcome?.status === "FAILED" && !outcome.isPermanent) {
      throw new RetryableDeliveryError(`delivery of e-mail ${emailId} failed: ${outcome.detail}`);
    }
  };
}
