/**
 * Delivers one envelope event to its envelope's webhook URL: the event and the envelope's custom fields as JSON,
 * signed (webhook-signature.ts), posted with the global fetch and a timeout. Anything but a 2xx throws, so the job
 * that called it is retried; an envelope without a URL, or an event that is not there, is nothing to send.
 */
import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignEnvelopes, esignEvents } from "../../../db/schema/esign";
import type { WebhookPayload } from "./webhook-payload";
import { webhookSignatureHeaders } from "./webhook-signature";

export const WEBHOOK_TIMEOUT_MS = 10_000;

export class WebhookDeliveryError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`the e-sign webhook ${url} answered ${status}`);
    this.name = "WebhookDeliveryError";
  }
}

export interface WebhookDeliveryDeps {
  db: DbExecutor;
  secret: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** Returns the status the receiver answered, or null when there was nothing to send. */
export async function deliverWebhook(
  deps: WebhookDeliveryDeps,
  event: { envelopeId: string; seq: number },
): Promise<number | null> {
  const [row] = await deps.db
    .select({ event: esignEvents, webhookUrl: esignEnvelopes.webhookUrl, customFields: esignEnvelopes.customFields })
    .from(esignEvents)
    .innerJoin(esignEnvelopes, eq(esignEnvelopes.id, esignEvents.envelopeId))
    .where(and(eq(esignEvents.envelopeId, event.envelopeId), eq(esignEvents.seq, event.seq)));
  if (!row?.webhookUrl) return null;
  const payload: WebhookPayload = {
    envelopeId: row.event.envelopeId,
    seq: row.event.seq,
    type: row.event.type,
    recipientId: row.event.recipientId,
    at: row.event.at.toISOString(),
    data: row.event.data,
    customFields: row.customFields,
  };
  const body = JSON.stringify(payload);
  const response = await fetch(row.webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...webhookSignatureHeaders(deps.secret, body, deps.now?.()) },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
  });
  // The answer's body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new WebhookDeliveryError(row.webhookUrl, response.status);
  return response.status;
}
