/**
 * The embedded service's envelope lifecycle against the real Postgres, local-disk storage and a real seal: a Group
 * Application sent to the employer's authorized signer, then the broker, viewed and signed in routing order (out of
 * turn refused), completed as a sealed PDF that pdfsig verifies and whose certificate page lists both recipients,
 * with an intact event chain.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyEventChain } from "../events/verify-event-chain";
import { drawnSignatureDataUrl, pdfPageTexts } from "../render/render-test-support";
import { pdfsig } from "../seal/seal-test-support";
import { loadEnvelope } from "../store/load-envelope";
import { downloadCompleted } from "./download-completed";
import { recordView } from "./record-view";
import { sendEnvelope } from "./send-envelope";
import {
  EnvelopeStatusError,
  EsignInputError,
  NotRecipientsTurnError,
  RecipientNotPendingError,
} from "./service-errors";
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
import { voidEnvelope } from "./void-envelope";

let context: ServiceTestContext;
beforeAll(async () => {
  context = await createServiceTestContext();
});
afterAll(() => context.close());

describe("a 2-recipient envelope, signed in routing order", () => {
  it("is sent, viewed and signed in turn, completed, sealed and stored, its chain intact", async () => {
    const { envelope, signer, broker } = await createApplicationEnvelope(context);
    const { documentSha256 } = await sendEnvelope(context.db, envelope.id, minute(1));
    expect(documentSha256).toMatch(/^[0-9a-f]{64}$/);
    await expect(sendEnvelope(context.db, envelope.id, minute(1))).rejects.toThrow(EnvelopeStatusError);
    let loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded).toMatchObject({ status: "sent", documentSha256, sentAt: minute(1) });
    expect(loaded?.recipients.map((r) => r.status)).toEqual(["sent", "created"]);

    // The broker's turn has not come.
    await expect(recordView(context.db, envelope.id, broker.id, BROKER_EVIDENCE)).rejects.toThrow(
      NotRecipientsTurnError,
    );
    const brokerSigns = { values: BROKER_VALUES, signature: { kind: "drawn", pngDataUrl: drawnSignatureDataUrl() } };
    await expect(
      signAsRecipient(context, envelope.id, broker.id, { ...brokerSigns, evidence: BROKER_EVIDENCE }),
    ).rejects.toThrow(/not recipient .* turn: they sign in routing order 2, and routing order 1 signs now/);

    expect(await recordView(context.db, envelope.id, signer.id, SIGNER_EVIDENCE, minute(2))).toEqual({
      firstView: true,
    });
    expect(await recordView(context.db, envelope.id, signer.id, SIGNER_EVIDENCE, minute(3))).toEqual({
      firstView: false,
    });
    const signerSigns = { signature: { kind: "typed", name: "Tamika Brooks" }, evidence: SIGNER_EVIDENCE };
    await expect(
      signAsRecipient(context, envelope.id, signer.id, { ...signerSigns, values: { "employer-tax-id": "123" } }),
    ).rejects.toThrow(EsignInputError);
    await expect(
      signAsRecipient(context, envelope.id, signer.id, { ...signerSigns, values: SIGNER_VALUES, signature: {} }),
    ).rejects.toThrow(/^signature: /);
    expect(
      await signAsRecipient(context, envelope.id, signer.id, { ...signerSigns, values: SIGNER_VALUES }, minute(4)),
    ).toEqual({ completed: false });
    await expect(
      signAsRecipient(context, envelope.id, signer.id, { ...signerSigns, values: SIGNER_VALUES }),
    ).rejects.toThrow(RecipientNotPendingError);
    loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.recipients.map((r) => [r.status, r.viewedAt, r.signedAt])).toEqual([
      ["signed", minute(2), minute(4)],
      ["sent", null, null],
    ]);
    await expect(downloadCompleted(context, envelope.id)).rejects.toThrow(EnvelopeStatusError);

    await recordView(context.db, envelope.id, broker.id, BROKER_EVIDENCE, minute(10));
    expect(
      await signAsRecipient(context, envelope.id, broker.id, { ...brokerSigns, evidence: BROKER_EVIDENCE }, minute(11)),
    ).toEqual({ completed: true });

    loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded).toMatchObject({ status: "completed", completedAt: minute(11) });
    expect(loaded?.recipients.map((r) => [r.status, r.signatureKind, r.ip, r.authMethod])).toEqual([
      ["signed", "typed", SIGNER_EVIDENCE.ip, "portal-session"],
      ["signed", "drawn", BROKER_EVIDENCE.ip, "email-link"],
    ]);
    expect(loaded?.events.map((e) => e.type)).toEqual([
      "created",
      "sent",
      "viewed",
      "viewed",
      "signed",
      "sent",
      "viewed",
      "signed",
      "completed",
    ]);
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
    await expect(voidEnvelope(context.db, envelope.id, "too late")).rejects.toThrow(/cannot void .* it is completed/);

    const sealed = Buffer.from(await downloadCompleted(context, envelope.id));
    const report = await pdfsig(sealed);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    const pages = await pdfPageTexts(sealed);
    const certificate = pages.at(-1) ?? "";
    for (const line of [
      "Signing certificate",
      documentSha256,
      "Tamika Brooks",
      "tamika.brooks@lonestarlogistics.example.com",
      SIGNER_EVIDENCE.ip,
      "Marcus Bell",
      "marcus.bell@keystonebenefits.example.com",
      BROKER_EVIDENCE.ip,
    ]) {
      expect(certificate).toContain(line);
    }
    expect(pages.join(" ")).toContain("Lone Star Logistics LLC");
    expect(pages.join(" ")).toContain("TX-2291");
  });
});
