/**
 * A recipient signs, in one transaction: only when it is their turn on an open envelope; their values are checked
 * against the template (their own fields, each valid, the required ones given) and their adopted signature (a typed
 * name or a PNG drawing); the values, signature and evidence are kept and the `signed` event appended. Then the next
 * routing order is sent, or, when they were the last, the envelope is completed (rendered, sealed, stored).
 */

import type { AdoptedSignature } from "@onboard/domain/onboarding-forms/adopted-signature";
import { adoptedSignatureSchema, PNG_DATA_URL_PREFIX } from "@onboard/domain/onboarding-forms/adopted-signature";
import { validateRecipientValues } from "@onboard/domain/onboarding-forms/field-values";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignRecipients } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import { completeEnvelope, type SealingDeps } from "./complete-envelope";
import { loadEnvelopeTemplate } from "./envelope-document";
import { assertTurn, currentRoutingOrder, lockEnvelope, sendRoutingOrder } from "./envelope-state";
import { EsignInputError } from "./service-errors";
import { evidenceFields, type SigningEvidence } from "./signing-evidence";

export interface SigningDeps extends SealingDeps {
  db: DbExecutor;
}

export interface Signing {
  /** Field id → value, for the recipient's own fields (checked here). */
  values: unknown;
  /** `{ kind: "typed", name }` or `{ kind: "drawn", pngDataUrl }` (checked here). */
  signature: unknown;
  evidence: SigningEvidence;
}

function signatureColumns(signature: AdoptedSignature, recipientName: string) {
  if (signature.kind === "typed") {
    return { signatureKind: "typed" as const, signatureName: signature.name, signatureImage: null };
  }
  const png = Buffer.from(signature.pngDataUrl.slice(PNG_DATA_URL_PREFIX.length), "base64");
  return { signatureKind: "drawn" as const, signatureName: recipientName, signatureImage: png };
}

export async function signAsRecipient(
  deps: SigningDeps,
  envelopeId: string,
  recipientId: string,
  signing: Signing,
  at: Date = new Date(),
): Promise<{ completed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockEnvelope(tx, envelopeId);
    const recipient = assertTurn(locked, recipientId, "sign");
    const template = await loadEnvelopeTemplate(tx, locked.envelope);
    const values = validateRecipientValues(template, recipient.role, signing.values);
    if (!values.ok) throw new EsignInputError(values.errors);
    const signature = adoptedSignatureSchema.safeParse(signing.signature);
    if (!signature.success) {
      throw new EsignInputError([{ fieldId: "signature", message: signature.error.issues[0]?.message ?? "" }]);
    }
    const [signed] = await tx
      .update(esignRecipients)
      .set({
        status: "signed",
        signedAt: at,
        fieldValues: values.values,
        ...evidenceFields(signing.evidence),
        ...signatureColumns(signature.data, recipient.name),
        updatedAt: at,
      })
      .where(eq(esignRecipients.id, recipientId))
      .returning();
    if (!signed) throw new Error(`recipient ${recipientId} was not updated`);
    await appendEvent(tx, envelopeId, {
      type: "signed",
      recipientId,
      at,
      data: { ...evidenceFields(signing.evidence), signatureKind: signature.data.kind },
    });

    const recipients = locked.recipients.map((r) => (r.id === signed.id ? signed : r));
    const next = currentRoutingOrder(recipients);
    if (next === null) {
      await completeEnvelope(tx, deps, locked.envelope, template, recipients, at);
      return { completed: true };
    }
    if (next !== recipient.routingOrder) await sendRoutingOrder(tx, envelopeId, recipients, next, at);
    return { completed: false };
  });
}
