/** Runs `esign.webhook`: the e-sign service's delivery of one envelope event (throws on a non-2xx, to be retried). */
import type { DbExecutor } from "../../db/executor";
import { deliverWebhook } from "../../integrations/e-sign/webhook/deliver-webhook";
import type { esignWebhookJob } from "../definitions/esign-webhook";
import type { JobPayload } from "../job-definition";

export function esignWebhookHandler(deps: { db: DbExecutor; secret: () => Promise<string>; timeoutMs?: number }) {
  return async (payload: JobPayload<typeof esignWebhookJob>): Promise<void> => {
    await deliverWebhook({ db: deps.db, secret: await deps.secret(), timeoutMs: deps.timeoutMs }, payload);
  };
}
