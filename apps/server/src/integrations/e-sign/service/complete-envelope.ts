/**
 * Completes an envelope once its last recipient has signed, inside that signing's transaction: renders the completed
 * document (every value and signature, and the certificate page with each recipient's evidence and the SHA-256 of
 * the document as sent), seals it (PAdES), puts the sealed PDF in file storage under a key derived from the envelope
 * id, then marks the envelope `completed` with its `completed` event. The file is written before the transaction
 * commits: a completed envelope always has its PDF; a transaction that fails after the write leaves only a file that
 * the retry writes again under the same key (same input, same bytes but the seal's signature).
 */
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import type { FileStorage } from "../../storage/file-storage";
import { appendEvent } from "../events/append-event";
import type { DbTransaction } from "../events/transaction";
import { documentSha256, renderCompletedDocument } from "../render/render-form";
import { sealPdf } from "../seal/seal-pdf";
import type { SealingCertificate } from "../seal/sealing-certificate";
import type { EsignEnvelopeRow, EsignRecipientRow } from "../store/create-envelope";
import { envelopeRenderInput } from "./envelope-document";
import { updateEnvelope } from "./envelope-state";

export interface SealingDeps {
  storage: FileStorage;
  certificate: SealingCertificate;
}

/** Where an envelope's sealed PDF is kept. */
export const completedDocumentKey = (envelopeId: string) => `esign/envelopes/${envelopeId}/completed.pdf`;

const SEAL_DETAILS = {
  reason: "Sealed by Onboard: signed by every recipient",
  signerName: "Onboard",
  location: "Onboard e-sign service",
  contactInfo: "Onboard e-sign service",
};

export async function completeEnvelope(
  tx: DbTransaction,
  deps: SealingDeps,
  envelope: EsignEnvelopeRow,
  template: FormTemplate,
  recipients: readonly EsignRecipientRow[],
  at: Date,
): Promise<void> {
  if (!envelope.documentSha256) throw new Error(`e-sign envelope ${envelope.id} was never sent`);
  const pdf = await renderCompletedDocument({
    ...envelopeRenderInput(envelope, template, recipients, at),
    asSentSha256: envelope.documentSha256,
    completedAt: at,
  });
  const sealed = await sealPdf(pdf, deps.certificate, { ...SEAL_DETAILS, signingTime: at });
  const key = completedDocumentKey(envelope.id);
  await deps.storage.put(key, sealed, "application/pdf");
  await updateEnvelope(tx, envelope.id, { status: "completed", completedAt: at }, at);
  await appendEvent(tx, envelope.id, {
    type: "completed",
    at,
    data: { sealedSha256: documentSha256(sealed), sizeBytes: sealed.length },
  });
}
