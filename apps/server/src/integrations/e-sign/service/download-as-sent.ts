/**
 * The document as it was sent, rendered again: the same template version, the same creation date (when it was
 * sent) and the same recipients as then, with nothing filled or signed, so that its SHA-256 is the one kept on the
 * envelope and named on the certificate page. Who the recipients were at sending is read from the event log, not
 * from today's rows (a recipient reassigned or added later would change a signature slot's name): the `created`
 * event's recipients, changed by each `reassigned` event (a replacement, or an addition) logged before the first
 * `sent`. The bytes are checked against the kept SHA-256 before they are answered. Any envelope that was sent.
 */
import { z } from "zod";
import type { DbExecutor } from "../../../db/executor";
import type { EsignEventRow } from "../events/append-event";
import { UnknownEnvelopeError } from "../events/append-event";
import { documentSha256, renderDocumentAsSent } from "../render/render-form";
import type { EsignRecipientRow } from "../store/create-envelope";
import { loadEnvelope } from "../store/load-envelope";
import { envelopeRenderInput, loadEnvelopeTemplate } from "./envelope-document";
import { AsSentDocumentMismatchError, EnvelopeStatusError } from "./service-errors";

const createdData = z.object({ recipients: z.array(z.object({ id: z.string() })) });
const reassignedData = z.union([
  z.object({ to: z.object({ recipientId: z.string() }) }),
  z.object({ added: z.object({ recipientId: z.string() }) }),
  z.object({ emailChanged: z.unknown() }),
]);

/** The ids of the recipients the envelope had when it was sent, from its log up to the first `sent` event. */
export function recipientIdsAtSend(events: readonly EsignEventRow[]): Set<string> {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === "sent") break;
    if (event.type === "created") {
      for (const recipient of createdData.parse(event.data).recipients) ids.add(recipient.id);
    } else if (event.type === "reassigned") {
      const data = reassignedData.parse(event.data);
      if ("to" in data) {
        if (event.recipientId) ids.delete(event.recipientId);
        ids.add(data.to.recipientId);
      } else if ("added" in data) {
        ids.add(data.added.recipientId);
      }
    }
  }
  return ids;
}

/** A recipient as they stood when the envelope was sent: nothing viewed, filled or signed yet. */
export function recipientAsAtSend(recipient: EsignRecipientRow): EsignRecipientRow {
  return {
    ...recipient,
    status: "created",
    sentAt: null,
    viewedAt: null,
    signedAt: null,
    declinedAt: null,
    declineReason: null,
    lastRemindedAt: null,
    ip: null,
    userAgent: null,
    authMethod: null,
    signatureKind: null,
    signatureName: null,
    signatureImage: null,
    fieldValues: {},
  };
}

export async function downloadAsSent(db: DbExecutor, envelopeId: string): Promise<Uint8Array> {
  const envelope = await loadEnvelope(db, envelopeId);
  if (!envelope) throw new UnknownEnvelopeError(envelopeId);
  const { sentAt, documentSha256: sentSha256 } = envelope;
  if (!sentAt || !sentSha256) {
    throw new EnvelopeStatusError(envelopeId, envelope.status, "download the document as sent of");
  }
  const template = await db.transaction((tx) => loadEnvelopeTemplate(tx, envelope));
  const atSend = recipientIdsAtSend(envelope.events);
  // loadEnvelope orders the recipients as lockEnvelope does (routing order, creation, id): as `sendEnvelope` saw them.
  const recipients = envelope.recipients.filter((r) => atSend.has(r.id)).map(recipientAsAtSend);
  const pdf = await renderDocumentAsSent(envelopeRenderInput(envelope, template, recipients, sentAt));
  const sha256 = documentSha256(pdf);
  if (sha256 !== sentSha256) throw new AsSentDocumentMismatchError(envelopeId, sentSha256, sha256);
  return pdf;
}
