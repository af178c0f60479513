/**
 * Sends a created envelope: renders the document as sent (the template with the values given so far), keeps its
 * SHA-256 on the envelope (the certificate page of the completed document names it), and sends the first routing
 * order: the envelope and those recipients become `sent`, and the `sent` event carries the hash. One transaction.
 */
import type { DbExecutor } from "../../../db/executor";
import { documentSha256, renderDocumentAsSent } from "../render/render-form";
import { envelopeRenderInput, loadEnvelopeTemplate } from "./envelope-document";
import { assertStatus, currentRoutingOrder, lockEnvelope, sendRoutingOrder, updateEnvelope } from "./envelope-state";

export async function sendEnvelope(
  db: DbExecutor,
  envelopeId: string,
  at: Date = new Date(),
): Promise<{ documentSha256: string }> {
  return db.transaction(async (tx) => {
    const { envelope, recipients } = await lockEnvelope(tx, envelopeId);
    assertStatus(envelope, ["created"], "send");
    const template = await loadEnvelopeTemplate(tx, envelope);
    const pdf = await renderDocumentAsSent(envelopeRenderInput(envelope, template, recipients, at));
    const sha256 = documentSha256(pdf);
    const first = currentRoutingOrder(recipients);
    if (first === null) throw new Error(`e-sign envelope ${envelopeId} has no recipient to send to`);
    await updateEnvelope(tx, envelopeId, { status: "sent", documentSha256: sha256, sentAt: at }, at);
    await sendRoutingOrder(tx, envelopeId, recipients, first, at, { documentSha256: sha256 });
    return { documentSha256: sha256 };
  });
}
