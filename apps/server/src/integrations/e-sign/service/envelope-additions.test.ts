/**
 * The sender's later changes to an envelope against the real Postgres: adding a recipient for a role it has none for
 * (in the role's routing order; sent at once when that order signs now, even before the order that was signing),
 * changing its reminders and expiry, and the document as sent, rendered again with the SHA-256 kept at sending after
 * recipients were reassigned and one has signed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyEventChain } from "../events/verify-event-chain";
import { documentSha256, renderDocumentAsSent } from "../render/render-form";
import { drawnSignatureDataUrl, pdfPageTexts } from "../render/render-test-support";
import { createEnvelope } from "../store/create-envelope";
import { loadEnvelope } from "../store/load-envelope";
import { addRecipient } from "./add-recipient";
import { downloadAsSent, recipientAsAtSend } from "./download-as-sent";
import { envelopeRenderInput } from "./envelope-document";
import { reassignRecipient } from "./reassign-recipient";
import { recordView } from "./record-view";
import { sendEnvelope } from "./send-envelope";
import { EnvelopeStatusError, EsignInputError, NotRecipientsTurnError } from "./service-errors";
import {
  application,
  BROKER_EVIDENCE,
  BROKER_VALUES,
  createApplicationEnvelope,
  createServiceTestContext,
  minute,
  type ServiceTestContext,
  SIGNER_EVIDENCE,
  SIGNER_VALUES,
} from "./service-test-support";
import { setNotification } from "./set-notification";
import { signAsRecipient } from "./sign-as-recipient";
import { voidEnvelope } from "./void-envelope";

let context: ServiceTestContext;
beforeAll(async () => {
  context = await createServiceTestContext();
});
afterAll(() => context.close());

const TAMIKA = {
  name: "Tamika Brooks",
  email: "tamika.brooks@lonestarlogistics.example.com",
  role: "authorized-signer",
  routingOrder: 1,
  clientUserId: "user-tamika",
};
const MARCUS = {
  name: "Marcus Bell",
  email: "marcus.bell@keystonebenefits.example.com",
  role: "broker",
  routingOrder: 2,
};

/** A Group Application envelope with only the given recipients, sent at minute 1 unless told not to. */
async function envelopeWith(recipients: (typeof TAMIKA | typeof MARCUS)[], send = true) {
  const { envelope } = await createEnvelope(context.db, { templateId: application.id, at: minute(0), recipients });
  if (send) await sendEnvelope(context.db, envelope.id, minute(1));
  return envelope;
}

const signerSigns = {
  values: SIGNER_VALUES,
  signature: { kind: "typed", name: "Tamika Brooks" },
  evidence: SIGNER_EVIDENCE,
};
const brokerSigns = {
  values: BROKER_VALUES,
  signature: { kind: "drawn", pngDataUrl: drawnSignatureDataUrl() },
  evidence: BROKER_EVIDENCE,
};

describe("adding a recipient", () => {
  it("adds a later role as `created`, sent in its turn, and the envelope completes with it", async () => {
    const envelope = await envelopeWith([TAMIKA]);
    const marcus = { roleId: "broker", name: " Marcus Bell ", email: MARCUS.email, clientUserId: "user-marcus" };
    await expect(addRecipient(context.db, envelope.id, { ...marcus, roleId: "witness" })).rejects.toThrow(
      /^roleId: The form has no role "witness"/,
    );
    await expect(addRecipient(context.db, envelope.id, { ...marcus, roleId: "authorized-signer" })).rejects.toThrow(
      /^roleId: .* already has a recipient/,
    );
    await expect(addRecipient(context.db, envelope.id, { ...marcus, email: "nope" })).rejects.toThrow(/^email: /);

    const added = await addRecipient(context.db, envelope.id, marcus, minute(2));
    expect(added).toMatchObject({
      name: "Marcus Bell",
      role: "broker",
      routingOrder: 2,
      status: "created",
      sentAt: null,
      clientUserId: "user-marcus",
    });
    let loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.events.map((e) => e.type)).toEqual(["created", "sent", "reassigned"]);
    expect(loaded?.events.at(-1)).toMatchObject({
      recipientId: added.id,
      data: { added: { recipientId: added.id, name: "Marcus Bell", email: MARCUS.email, order: 2, role: "broker" } },
    });
    await expect(addRecipient(context.db, envelope.id, marcus)).rejects.toThrow(EsignInputError);

    const [tamika] = loaded?.recipients ?? [];
    if (!tamika) throw new Error("no signer");
    await signAsRecipient(context, envelope.id, tamika.id, signerSigns, minute(3));
    loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.recipients.map((r) => [r.name, r.status, r.sentAt])).toEqual([
      ["Tamika Brooks", "signed", minute(1)],
      ["Marcus Bell", "sent", minute(3)],
    ]);
    expect(await signAsRecipient(context, envelope.id, added.id, brokerSigns, minute(4))).toEqual({ completed: true });
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });

  it("sends an earlier role at once: it signs before the order that was signing", async () => {
    const envelope = await envelopeWith([MARCUS]);
    const [marcus] = (await loadEnvelope(context.db, envelope.id))?.recipients ?? [];
    expect(marcus).toMatchObject({ status: "sent", routingOrder: 2 });
    if (!marcus) throw new Error("no broker");
    const tamika = await addRecipient(
      context.db,
      envelope.id,
      { roleId: "authorized-signer", name: TAMIKA.name, email: TAMIKA.email, clientUserId: TAMIKA.clientUserId },
      minute(2),
    );
    expect(tamika).toMatchObject({ routingOrder: 1, status: "sent", sentAt: minute(2) });
    const loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded?.recipients.map((r) => [r.name, r.status])).toEqual([
      ["Tamika Brooks", "sent"],
      ["Marcus Bell", "sent"],
    ]);
    expect(loaded?.events.slice(-2)).toMatchObject([
      { type: "reassigned", recipientId: tamika.id },
      { type: "sent", data: { routingOrder: 1, recipientIds: [tamika.id] } },
    ]);
    await expect(recordView(context.db, envelope.id, marcus.id, BROKER_EVIDENCE)).rejects.toThrow(
      NotRecipientsTurnError,
    );
    expect(await signAsRecipient(context, envelope.id, tamika.id, signerSigns, minute(3))).toEqual({
      completed: false,
    });
    expect(await signAsRecipient(context, envelope.id, marcus.id, brokerSigns, minute(4))).toEqual({
      completed: true,
    });
    expect(await verifyEventChain(context.db, envelope.id)).toEqual({ ok: true });
  });

  it("adds to a created envelope without sending (sent with it later), and refuses a finished one", async () => {
    const envelope = await envelopeWith([MARCUS], false);
    const added = await addRecipient(
      context.db,
      envelope.id,
      { roleId: "authorized-signer", name: TAMIKA.name, email: TAMIKA.email, clientUserId: TAMIKA.clientUserId },
      minute(1),
    );
    expect(added).toMatchObject({ routingOrder: 1, status: "created" });
    expect((await loadEnvelope(context.db, envelope.id))?.events.map((e) => e.type)).toEqual(["created", "reassigned"]);
    // Sent after the addition: the document as sent names the added recipient, and renders again to its hash.
    const { documentSha256: sentSha256 } = await sendEnvelope(context.db, envelope.id, minute(2));
    expect((await loadEnvelope(context.db, envelope.id))?.recipients.map((r) => [r.name, r.status])).toEqual([
      ["Tamika Brooks", "sent"],
      ["Marcus Bell", "created"],
    ]);
    expect(documentSha256(await downloadAsSent(context.db, envelope.id))).toBe(sentSha256);
    await voidEnvelope(context.db, envelope.id, "Wrong client", minute(3));
    const other = await envelopeWith([TAMIKA]);
    await voidEnvelope(context.db, other.id, "Wrong client", minute(2));
    await expect(
      addRecipient(context.db, other.id, { roleId: "broker", name: "M", email: MARCUS.email, clientUserId: "u" }),
    ).rejects.toThrow(/cannot add a recipient to .* it is voided/);
  });
});

describe("the reminders and expiry", () => {
  it("change on an unfinished envelope, within limits, without an event", async () => {
    const { envelope } = await createApplicationEnvelope(context);
    const later = new Date("2026-12-20T14:00:00Z");
    for (const reminderIntervalDays of [0, 31, 2.5]) {
      await expect(
        setNotification(context.db, envelope.id, { reminderIntervalDays, expiresAt: null }, minute(1)),
      ).rejects.toThrow(/^reminderIntervalDays: /);
    }
    await expect(
      setNotification(context.db, envelope.id, { reminderIntervalDays: 2, expiresAt: minute(1) }, minute(1)),
    ).rejects.toThrow(/^expiresAt: /);
    await setNotification(context.db, envelope.id, { reminderIntervalDays: 30, expiresAt: later }, minute(1));
    let loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded).toMatchObject({ reminderIntervalDays: 30, expiresAt: later, version: 2, lastEventSeq: 1 });
    await setNotification(context.db, envelope.id, { reminderIntervalDays: 1, expiresAt: null }, minute(2));
    loaded = await loadEnvelope(context.db, envelope.id);
    expect(loaded).toMatchObject({ reminderIntervalDays: 1, expiresAt: null, lastEventSeq: 1 });

    await voidEnvelope(context.db, envelope.id, "Replaced", minute(3));
    await expect(
      setNotification(context.db, envelope.id, { reminderIntervalDays: 2, expiresAt: null }, minute(4)),
    ).rejects.toThrow(EnvelopeStatusError);
  });
});

describe("the document as sent", () => {
  it("renders again to the SHA-256 kept at sending, after reassignments and a signature", async () => {
    const { envelope, signer, broker } = await createApplicationEnvelope(context);
    await expect(downloadAsSent(context.db, envelope.id)).rejects.toThrow(EnvelopeStatusError);
    // Before sending: the broker is replaced (the document is sent naming Nora Quinn).
    const nora = await reassignRecipient(
      context.db,
      envelope.id,
      broker.id,
      { name: "Nora Quinn", email: "nora.quinn@keystonebenefits.example.com" },
      minute(1),
    );
    const { documentSha256: sentSha256 } = await sendEnvelope(context.db, envelope.id, minute(2));
    await signAsRecipient(context, envelope.id, signer.id, signerSigns, minute(3));
    // After sending: Nora is replaced too; today's recipients are not those the document was sent to.
    await reassignRecipient(
      context.db,
      envelope.id,
      nora.id,
      { name: "Omar Hale", email: "omar@example.com" },
      minute(4),
    );

    const bytes = await downloadAsSent(context.db, envelope.id);
    expect(documentSha256(bytes)).toBe(sentSha256);
    const text = (await pdfPageTexts(Buffer.from(bytes))).join("\n");
    expect(text).toContain("Nora Quinn");
    expect(text).not.toContain("Omar Hale");
    expect(text).not.toContain(SIGNER_VALUES["employer-legal-name"]);

    // Today's active recipients, even with their values and signatures cleared, give another document.
    const loaded = await loadEnvelope(context.db, envelope.id);
    if (!loaded) throw new Error("no envelope");
    const today = loaded.recipients.filter((r) => r.status !== "reassigned").map(recipientAsAtSend);
    const naive = await renderDocumentAsSent(envelopeRenderInput(loaded, application, today, minute(2)));
    expect(documentSha256(naive)).not.toBe(sentSha256);

    // A finished envelope still has its document as sent.
    await voidEnvelope(context.db, envelope.id, "Replaced", minute(5));
    expect(documentSha256(await downloadAsSent(context.db, envelope.id))).toBe(sentSha256);
  });
});
