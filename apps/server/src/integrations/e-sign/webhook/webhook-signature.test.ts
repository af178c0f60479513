/** The webhook's HMAC: what the sender signs, and every way the receiver refuses a delivery it must not trust. */
import { describe, expect, it } from "vitest";
import {
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  webhookSignatureHeaders,
} from "./webhook-signature";

const SECRET = "a-webhook-secret-of-at-least-32-characters";
const BODY = JSON.stringify({ envelopeId: "e", seq: 1, type: "sent" });
const NOW = new Date("2026-11-26T04:00:00.000Z");

describe("the e-sign webhook signature", () => {
  it("is the hex HMAC-SHA256 of the timestamp, a dot and the body, sent as sha256=<hex>", () => {
    const headers = webhookSignatureHeaders(SECRET, BODY, NOW);
    const timestamp = NOW.getTime() / 1000;
    expect(headers[WEBHOOK_TIMESTAMP_HEADER]).toBe(String(timestamp));
    expect(headers[WEBHOOK_SIGNATURE_HEADER]).toBe(`sha256=${signWebhook(SECRET, timestamp, BODY)}`);
    expect(signWebhook(SECRET, timestamp, BODY)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("verifies what was signed, within five minutes either way", () => {
    const headers = webhookSignatureHeaders(SECRET, BODY, NOW);
    expect(verifyWebhook(SECRET, headers, BODY, NOW)).toEqual({ ok: true });
    expect(verifyWebhook(SECRET, headers, BODY, new Date(NOW.getTime() + 299_000))).toEqual({ ok: true });
    expect(verifyWebhook(SECRET, headers, BODY, new Date(NOW.getTime() - 299_000))).toEqual({ ok: true });
  });

  it("refuses a bad signature, another secret's, a malformed one and none", () => {
    const headers = webhookSignatureHeaders(SECRET, BODY, NOW);
    const other = webhookSignatureHeaders(`${SECRET}x`, BODY, NOW);
    const flipped = headers[WEBHOOK_SIGNATURE_HEADER]?.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    const mismatch = { ok: false, reason: "mismatch" };
    expect(verifyWebhook(SECRET, { ...headers, [WEBHOOK_SIGNATURE_HEADER]: flipped }, BODY, NOW)).toEqual(mismatch);
    expect(verifyWebhook(SECRET, other, BODY, NOW)).toEqual(mismatch);
    expect(verifyWebhook(SECRET, { ...headers, [WEBHOOK_SIGNATURE_HEADER]: "sha256=zz" }, BODY, NOW)).toEqual(mismatch);
    expect(verifyWebhook(SECRET, { [WEBHOOK_TIMESTAMP_HEADER]: "1" }, BODY, NOW)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(verifyWebhook(SECRET, {}, BODY, NOW)).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses an old timestamp, even correctly signed, and one from the future", () => {
    const old = webhookSignatureHeaders(SECRET, BODY, new Date(NOW.getTime() - 301_000));
    const future = webhookSignatureHeaders(SECRET, BODY, new Date(NOW.getTime() + 301_000));
    expect(verifyWebhook(SECRET, old, BODY, NOW)).toEqual({ ok: false, reason: "stale" });
    expect(verifyWebhook(SECRET, future, BODY, NOW)).toEqual({ ok: false, reason: "stale" });
  });

  it("refuses a tampered body and a moved timestamp", () => {
    const headers = webhookSignatureHeaders(SECRET, BODY, NOW);
    const tampered = BODY.replace('"seq":1', '"seq":2');
    expect(verifyWebhook(SECRET, headers, tampered, NOW)).toEqual({ ok: false, reason: "mismatch" });
    const moved = { ...headers, [WEBHOOK_TIMESTAMP_HEADER]: String(NOW.getTime() / 1000 + 1) };
    expect(verifyWebhook(SECRET, moved, BODY, NOW)).toEqual({ ok: false, reason: "mismatch" });
  });
});
