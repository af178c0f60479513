/**
 * A recipient declines to sign, with a reason they must give: only when it is their turn on an open envelope. The
 * recipient becomes `declined` with their reason and evidence, the envelope `declined` (nobody signs after), and the
 * `declined` event carries the reason. One transaction.
 */
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignRecipients } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import { assertTurn, lockEnvelope, updateEnvelope } from "./envelope-state";
import { requiredReason } from "./required-reason";
import { evidenceFields, type SigningEvidence } from "./signing-evidence";

export async function declineAsRecipient(
  db: DbExecutor,
  envelopeId: string,
  recipientId: string,
  decline: { reason: string; evidence: SigningEvidence },
  at: Date = new Date(),
): Promise<void> {
  const reason = requiredReason(decline.reason, "Please say why you decline to sign");
  await db.transaction(async (tx) => {
    assertTurn(await lockEnvelope(tx, envelopeId), recipientId, "decline");
    await tx
      .update(esignRecipients)
      .set({
        status: "declined",
        declinedAt: at,
        declineReason: reason,
        ...evidenceFields(decline.evidence),
        updatedAt: at,
      })
      .where(eq(esignRecipients.id, recipientId));
    await updateEnvelope(tx, envelopeId, { status: "declined" }, at);
    await appendEvent(tx, envelopeId, {
      type: "declined",
      recipientId,
      at,
      data: { reason, ...evidenceFields(decline.evidence) },
    });
  });
}
