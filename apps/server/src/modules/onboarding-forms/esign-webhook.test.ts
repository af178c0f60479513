/**
 * POST /api/esign/webhook through the real app: a bad or missing HMAC is 401 and changes nothing; a signed event
 * applies to the form whose envelope it is; the same event again is 200 and changes nothing; events that arrive out
 * of order (3 before 2) are refused with 409 until their turn and end in the right state once redelivered; and the
 * job's real HTTP delivery, from the service's own event log, lands on a listening app.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { esignEnvelopes } from "../../db/schema/esign";
import { onboardingForms, signingRecipients } from "../../db/schema/onboarding-forms";
import { appendEvent } from "../../integrations/e-sign/events/append-event";
import { createTestEnvelope } from "../../integrations/e-sign/store/esign-test-support";
import { deliverWebhook } from "../../integrations/e-sign/webhook/deliver-webhook";
import { webhookSignatureHeaders } from "../../integrations/e-sign/webhook/webhook-signature";

const SECRET = "route-test-webhook-secret-0123456789abcdef";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ESIGN_WEBHOOK_SECRET: SECRET } });
});
afterAll(() => t?.close());

/** A client's form mirroring a fresh envelope (which has logged `created` as seq 1), with its recipients' ids. */
async function arrangeForm() {
  const db = t.database.db;
  const client = await buildClient(db);
  const { envelope, recipients } = await createTestEnvelope(db);
  const [form] = await db
    .insert(onboardingForms)
    .values({ clientId: client.id, name: "Group application", envelopeId: envelope.id, waitingForWebhook: true })
    .returning();
  if (!form) throw new Error("no form");
  const [first, second] = recipients;
  if (!first || !second) throw new Error("no recipients");
  return { form, envelopeId: envelope.id, first, second };
}

function event(envelopeId: string, seq: number, type: string, extra: Record<string, unknown> = {}) {
  return {
    envelopeId,
    seq,
    type,
    recipientId: null,
    at: new Date(Date.UTC(2026, 10, 26, 4, seq)).toISOString(),
    data: {},
    customFields: {},
    ...extra,
  };
}

function post(payload: unknown, secret = SECRET) {
  const body = JSON.stringify(payload);
  return t.app.inject({
    method: "POST",
    url: "/api/esign/webhook",
    headers: { "content-type": "application/json", ...webhookSignatureHeaders(secret, body) },
    payload: body,
  });
}

const formOf = async (id: string) =>
  (await t.database.db.select().from(onboardingForms).where(eq(onboardingForms.id, id)))[0];
const recipientsOf = (formId: string) =>
  t.database.db.select().from(signingRecipients).where(eq(signingRecipients.onboardingFormId, formId));

describe("POST /api/esign/webhook", () => {
  it("refuses a bad HMAC, no signature and a tampered body with 401, without the CSRF token, changing nothing", async () => {
    const { form, envelopeId } = await arrangeForm();
    const payload = event(envelopeId, 1, "created");
    const bad = await post(payload, `${SECRET}-not`);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe("ESIGN_WEBHOOK_SIGNATURE_INVALID");
    const unsigned = await t.app.inject({ method: "POST", url: "/api/esign/webhook", payload });
    expect(unsigned.statusCode).toBe(401);
    const body = JSON.stringify(payload);
    const tampered = await t.app.inject({
      method: "POST",
      url: "/api/esign/webhook",
      headers: { "content-type": "application/json", ...webhookSignatureHeaders(SECRET, body) },
      payload: body.replace('"seq":1', '"seq":2'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await formOf(form.id))?.lastEventSeq).toBe(0);
  });

  it("applies a signed event once: the same event again is 200 and changes nothing", async () => {
    const { form, envelopeId, first, second } = await arrangeForm();
    const recipients = [first, second].map((r) => ({ id: r.id, name: r.name, email: r.email, order: r.routingOrder }));
    const created = event(envelopeId, 1, "created", { data: { recipients } });
    const response = await post(created);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ applied: true, lastEventSeq: 1 });
    const sent = await post(event(envelopeId, 2, "sent"));
    expect(sent.json()).toEqual({ applied: true, lastEventSeq: 2 });
    const after = await formOf(form.id);
    expect(after).toMatchObject({ status: "SENT", waitingForWebhook: false, lastEventSeq: 2 });
    expect((await recipientsOf(form.id)).map((r) => r.id).sort()).toEqual([first.id, second.id].sort());

    const replay = await post(event(envelopeId, 2, "sent"));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ applied: false, lastEventSeq: 2 });
    expect(await formOf(form.id)).toEqual(after);
  });

  it("refuses an event ahead of its turn with 409, and ends right once the events come again in order", async () => {
    const { form, envelopeId, first, second } = await arrangeForm();
    const recipients = [first, second].map((r) => ({ id: r.id, name: r.name, email: r.email, order: r.routingOrder }));
    expect((await post(event(envelopeId, 1, "created", { data: { recipients } }))).statusCode).toBe(200);
    const viewed = event(envelopeId, 3, "viewed", { recipientId: first.id });
    const signed = event(envelopeId, 4, "signed", { recipientId: first.id });
    const early = await post(viewed);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("ESIGN_WEBHOOK_OUT_OF_ORDER");
    expect((await post(signed)).statusCode).toBe(409);
    expect((await formOf(form.id))?.lastEventSeq).toBe(1);

    // The sender's retries bring them again: 2, then 3 and 4 (and a late duplicate of 3).
    for (const payload of [event(envelopeId, 2, "sent"), viewed, signed, viewed]) {
      expect((await post(payload)).statusCode).toBe(200);
    }
    expect(await formOf(form.id)).toMatchObject({ status: "DELIVERED", lastEventSeq: 4, waitingForWebhook: false });
    const signer = (await recipientsOf(form.id)).find((r) => r.id === first.id);
    expect(signer?.deliveredAt?.toISOString()).toBe(viewed.at);
    expect(signer?.signedAt?.toISOString()).toBe(signed.at);
    expect(signer?.lastActionAt?.toISOString()).toBe(signed.at);

    const completed = event(envelopeId, 5, "completed");
    expect((await post(completed)).json()).toEqual({ applied: true, lastEventSeq: 5 });
    expect(await formOf(form.id)).toMatchObject({ status: "COMPLETED", completedAt: new Date(completed.at) });
  });

  it("adds the recipient a `reassigned` event names as added, in its routing order, once", async () => {
    const { form, envelopeId, first, second } = await arrangeForm();
    const recipients = [{ id: first.id, name: first.name, email: first.email, order: first.routingOrder }];
    expect((await post(event(envelopeId, 1, "created", { data: { recipients } }))).statusCode).toBe(200);
    const added = event(envelopeId, 2, "reassigned", {
      recipientId: second.id,
      data: {
        added: { recipientId: second.id, name: "Ben Broker", email: "ben@example.com", order: 2, role: "broker" },
      },
    });
    expect((await post(added)).json()).toEqual({ applied: true, lastEventSeq: 2 });
    const after = await recipientsOf(form.id);
    expect(
      after.map((r) => [r.id, r.name, r.email, r.routingOrder]).sort((a, b) => Number(a[3]) - Number(b[3])),
    ).toEqual([
      [first.id, first.name, first.email, 1],
      [second.id, "Ben Broker", "ben@example.com", 2],
    ]);
    expect(after.find((r) => r.id === second.id)?.lastEditAt?.toISOString()).toBe(added.at);
    expect((await post(added)).json()).toEqual({ applied: false, lastEventSeq: 2 });
    expect(await recipientsOf(form.id)).toHaveLength(2);
  });

  it("answers 404 for an envelope no form has", async () => {
    const response = await post(event("00000000-0000-4000-8000-000000000000", 1, "created"));
    expect(response.statusCode).toBe(404);
  });

  it("receives the job's real HTTP delivery from the service's event log", async () => {
    const { form, envelopeId, first } = await arrangeForm();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const db = t.database.db;
    await db
      .update(esignEnvelopes)
      .set({ webhookUrl: `http://127.0.0.1:${port}/api/esign/webhook` })
      .where(eq(esignEnvelopes.id, envelopeId));
    await db.transaction((tx) =>
      appendEvent(tx, envelopeId, { type: "declined", recipientId: first.id, data: { reason: "Wrong plan" } }),
    );
    // Seq 2 before 1: the receiver's 409 makes the delivery throw (to be retried); in order, both land.
    await expect(deliverWebhook({ db, secret: SECRET }, { envelopeId, seq: 2 })).rejects.toThrow(/answered 409/);
    expect(await deliverWebhook({ db, secret: SECRET }, { envelopeId, seq: 1 })).toBe(200);
    expect(await deliverWebhook({ db, secret: SECRET }, { envelopeId, seq: 2 })).toBe(200);
    expect(await formOf(form.id)).toMatchObject({ status: "DECLINED", lastEventSeq: 2 });
    const decliner = (await recipientsOf(form.id)).find((r) => r.id === first.id);
    expect(decliner).toMatchObject({ declineReason: "Wrong plan" });
  });
});
