/**
 * The e-sign webhook's signature (decision 024): HMAC-SHA256 (hex) over `${timestamp}.${body}`, sent as
 * `x-esign-timestamp` (Unix seconds) and `x-esign-signature: sha256=<hex>`. The receiver recomputes it over the raw
 * body it got, compares in constant time, and refuses a timestamp more than five minutes from its own clock, so a
 * captured delivery cannot be replayed later (a replay within the window is caught by the event's sequence number).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const WEBHOOK_TIMESTAMP_HEADER = "x-esign-timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "x-esign-signature";
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
const PREFIX = "sha256=";

/** The hex HMAC of one delivery. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The headers that carry the signature of `body`, made at `now`. */
export function webhookSignatureHeaders(secret: string, body: string, now: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: `${PREFIX}${signWebhook(secret, timestamp, body)}`,
  };
}

export type WebhookVerification = { ok: true } | { ok: false; reason: "missing" | "stale" | "mismatch" };

type Headers = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Whether `rawBody` was signed with `secret` within the tolerance of `now`. */
export function verifyWebhook(
  secret: string,
  headers: Headers,
  rawBody: string,
  now: Date = new Date(),
): WebhookVerification {
  const timestampText = single(headers[WEBHOOK_TIMESTAMP_HEADER]);
  const signature = single(headers[WEBHOOK_SIGNATURE_HEADER]);
  if (!timestampText || !/^\d{1,12}$/.test(timestampText) || !signature?.startsWith(PREFIX)) {
    return { ok: false, reason: "missing" };
  }
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: "stale" };
  }
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), "hex");
  const given = Buffer.from(signature.slice(PREFIX.length), "hex");
  // A malformed hex string decodes short; the length check keeps timingSafeEqual from throwing.
  const ok = given.length === expected.length && timingSafeEqual(given, expected);
  return ok ? { ok: true } : { ok: false, reason: "mismatch" };
}
