/**
 * Completing is all or nothing: when the sealed PDF cannot be stored, the last signature is not kept either (the
 * envelope stays open, the recipient pending, no event appended), and signing again completes it, with the PDF under
 * the envelope's key. A completed envelope never lacks its document.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "../../storage/file-storage";
import { verifyEventChain } from "../events/verify-event-chain";
import { drawnSignatureDataUrl } from "../render/render-test-support";
import { loadEnvelope } from "../store/load-envelope";
import { completedDocumentKey } from "./complete-envelope";
import { sendEnvelope } from "./send-envelope";
import { EnvelopeStatusError } from "./service-errors";
import {
  BROKER_EVIDENCE,
  BROKER_VALUES,
  createApplicationEnvelope,
  createServiceTestContext,
  minute,
  type ServiceTestContext,
  SIGNER_EVIDENCE,
  SIGNER_VALUES,
} from "./service-test-support";
import { signAsRecipient } from "./sign-as-recipient";

let context: ServiceTestContext;
beforeAll(async () => {
  context = await createServiceTestContext();
});
afterAll(() => context.close());

/** The test storage, but every write fails as a full disk would. */
function failingWrites(storage: FileStorage): FileStorage {
  return {
    put: async () => {
      throw new Error("ENOSPC: no space left on device");
    },
    get: (key) => storage.get(key),
    read: (key, range) => storage.read(key, range),
    stat: (key) => storage.stat(key),
    delete: (key) => storage.delete(key),
    exists: (key) => storage.exists(key),
  };
}

describe("completing an envelope", () => {
  it("keeps nothing of the last signature when the sealed PDF cannot be stored; signing again completes it", async () => {
    const { envelope, signer, broker } = await createApplicationEnvelope(context);
    await sendEnvelope(context.db, envelope.id, minute(1));
    const signerSigns = { values: SIGNER_VALUES, signature: { kind: "typed", name: "Tamika Brooks" } };
    await signAsRecipient(context, envelope.id, signer.id, { ...signerSigns, evidence: SIGNER_EVIDENCE }, minute(2));
    const brokerSigns = {
      values: BROKER_VALUES,
      signature: { kind: "drawn", pngDataUrl: drawnSignatureDataUrl() },
      evidence: BROKER_EVIDENCE,
    };
    const before = await loadEnvelope(context.db, envelope.id);

    const broken = { ...context, storage: failingWrites(context.storage) };
    await expect(signAsRecipient(broken, envelope.id, broker.id, brokerSigns, minute(3))).rejects.toThrow(/ENOSPC/);
    const after = await loadEnvelope(context.db, envelope.id);
    expect(after).toMatchObject({ status: "sent", completedAt: null, lastEventSeq: before?.lastEventSeq });
    expect(after?.recipients.map((r) => r.status)).toEqual(["signed", "sent"]);
    expect(await context.storage.exists(completedDocumentKey(envelope.id))).toBe(false);

    expect(await signAsRecipient(context, envelope.id, broker.id, brokerSigns, minute(4))).toEqual({ completed: true });
    expect(await loadEnvelope(context.db, envelope.id)).toMatchObject({ status: "completed", completedAt: minute(4) });
    expect(await context.storage.stat(completedDocumentKey(envelope.id))).toMatchObject({
      sizeBytes: expect.any(Number),
    });
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });

  it("completes once when the last signing is sent twice at once: the second finds the envelope completed", async () => {
    const { envelope, signer, broker } = await createApplicationEnvelope(context);
    await sendEnvelope(context.db, envelope.id, minute(1));
    const typed = (name: string) => ({ kind: "typed", name });
    await signAsRecipient(context, envelope.id, signer.id, {
      values: SIGNER_VALUES,
      signature: typed("Tamika Brooks"),
      evidence: SIGNER_EVIDENCE,
    });
    const brokerSigns = { values: BROKER_VALUES, signature: typed("Marcus Bell"), evidence: BROKER_EVIDENCE };
    const outcomes = await Promise.allSettled([
      signAsRecipient(context, envelope.id, broker.id, brokerSigns),
      signAsRecipient(context, envelope.id, broker.id, brokerSigns),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((o) => o.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(EnvelopeStatusError);
    const events = (await loadEnvelope(context.db, envelope.id))?.events.map((e) => e.type);
    expect(events?.filter((type) => type === "completed")).toHaveLength(1);
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });
});
