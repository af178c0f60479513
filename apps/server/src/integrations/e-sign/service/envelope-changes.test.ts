/**
 * The envelope's other endings and its recipients' changes against the real Postgres: a recipient declines (a reason
 * required; nobody signs after), the sender voids (a reason required; nobody views after), a pending recipient is
 * reassigned (the old row kept as `reassigned`, the new one in its place and turn) or has their e-mail corrected; each
 * with its event, the chain intact.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyEventChain } from "../events/verify-event-chain";
import { loadEnvelope } from "../store/load-envelope";
import { declineAsRecipient } from "./decline-as-recipient";
import { reassignRecipient, updateRecipientEmail } from "./reassign-recipient";
import { recordView } from "./record-view";
import { sendEnvelope } from "./send-envelope";
import { EnvelopeStatusError, EsignInputError, RecipientNotPendingError } from "./service-errors";
import {
  createApplicationEnvelope,
  createServiceTestContext,
  minute,
  type ServiceTestContext,
  SIGNER_EVIDENCE,
  SIGNER_VALUES,
} from "./service-test-support";
import { signAsRecipient } from "./sign-as-recipient";
import { voidEnvelope } from "./void-envelope";

let context: ServiceTestContext;
beforeAll(async () => {
  context = await createServiceTestContext();
});
afterAll(() => context.close());

async function sentEnvelope() {
  const created = await createApplicationEnvelope(context);
  await sendEnvelope(context.db, created.envelope.id, minute(1));
  return created;
}

const eventTypes = async (envelopeId: string) =>
  (await loadEnvelope(context.db, envelopeId))?.events.map((e) => e.type);
const signing = {
  values: SIGNER_VALUES,
  signature: { kind: "typed", name: "Tamika Brooks" },
  evidence: SIGNER_EVIDENCE,
};

describe("declining", () => {
  it("needs a reason, declines the envelope and lets nobody sign after", async () => {
    const { envelope, signer } = await sentEnvelope();
    const decline = { reason: "  ", evidence: SIGNER_EVIDENCE };
    await expect(declineAsRecipient(context.db, envelope.id, signer.id, decline)).rejects.toThrow(EsignInputError);
    await declineAsRecipient(context.db, envelope.id, signer.id, { ...decline, reason: " Wrong EIN " }, minute(5));
    const loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.status).toBe("declined");
    expect(loaded?.recipients[0]).toMatchObject({
      status: "declined",
      declineReason: "Wrong EIN",
      declinedAt: minute(5),
    });
    expect(loaded?.events.at(-1)).toMatchObject({
      type: "declined",
      recipientId: signer.id,
      data: { reason: "Wrong EIN" },
    });
    await expect(signAsRecipient(context, envelope.id, signer.id, signing)).rejects.toThrow(
      /cannot sign e-sign envelope .*: it is declined/,
    );
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });
});

describe("voiding", () => {
  it("needs a reason, voids an unfinished envelope once, and refuses views after", async () => {
    const { envelope, signer } = await sentEnvelope();
    await expect(voidEnvelope(context.db, envelope.id, "")).rejects.toThrow(EsignInputError);
    await voidEnvelope(context.db, envelope.id, "Sent to the wrong employer", minute(6));
    expect(await loadEnvelope(context.db, envelope.id)).toMatchObject({
      status: "voided",
      voidedAt: minute(6),
      voidedReason: "Sent to the wrong employer",
    });
    await expect(voidEnvelope(context.db, envelope.id, "again")).rejects.toThrow(EnvelopeStatusError);
    await expect(recordView(context.db, envelope.id, signer.id, SIGNER_EVIDENCE)).rejects.toThrow(EnvelopeStatusError);
    expect(await eventTypes(envelope.id)).toEqual(["created", "sent", "voided"]);
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });
});

describe("reassigning", () => {
  it("puts a new recipient in a pending one's place and turn; the old one can no longer sign", async () => {
    const { envelope, signer } = await sentEnvelope();
    await recordView(context.db, envelope.id, signer.id, SIGNER_EVIDENCE, minute(2));
    await expect(
      reassignRecipient(context.db, envelope.id, signer.id, { name: "Dana Ruiz", email: "not-an-email" }),
    ).rejects.toThrow(/email: /);
    const dana = await reassignRecipient(
      context.db,
      envelope.id,
      signer.id,
      { name: "Dana Ruiz", email: "dana.ruiz@lonestarlogistics.example.com" },
      minute(3),
    );
    expect(dana).toMatchObject({ role: "authorized-signer", routingOrder: 1, status: "sent", sentAt: minute(3) });
    const loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.recipients.map((r) => [r.name, r.status])).toEqual([
      ["Tamika Brooks", "reassigned"],
      ["Dana Ruiz", "sent"],
      ["Marcus Bell", "created"],
    ]);
    expect(loaded?.events.at(-1)).toMatchObject({
      type: "reassigned",
      recipientId: signer.id,
      data: { to: { recipientId: dana.id, name: "Dana Ruiz" } },
    });
    await expect(signAsRecipient(context, envelope.id, signer.id, signing)).rejects.toThrow(RecipientNotPendingError);
    const danaSigns = { ...signing, signature: { kind: "typed", name: "Dana Ruiz" } };
    expect(await signAsRecipient(context, envelope.id, dana.id, danaSigns, minute(4))).toEqual({ completed: false });
    await expect(
      reassignRecipient(context.db, envelope.id, dana.id, { name: "Someone Else", email: "else@example.com" }),
    ).rejects.toThrow(RecipientNotPendingError);
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });

  it("corrects a pending recipient's e-mail on an unfinished envelope, as an event", async () => {
    const { envelope, broker } = await sentEnvelope();
    await updateRecipientEmail(context.db, envelope.id, broker.id, " marcus@keystone.example.com ", minute(7));
    const loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.recipients.find((r) => r.id === broker.id)?.email).toBe("marcus@keystone.example.com");
    expect(loaded?.events.at(-1)).toMatchObject({
      type: "reassigned",
      recipientId: broker.id,
      data: { emailChanged: { from: "marcus.bell@keystonebenefits.example.com", to: "marcus@keystone.example.com" } },
    });
    await voidEnvelope(context.db, envelope.id, "Replaced", minute(8));
    await expect(updateRecipientEmail(context.db, envelope.id, broker.id, "m@example.com")).rejects.toThrow(
      EnvelopeStatusError,
    );
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });
});
