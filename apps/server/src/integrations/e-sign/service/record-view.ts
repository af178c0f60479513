/**
 * A recipient opens the document: only the recipient whose turn it is may (an earlier routing order first). Each view
 * is a `viewed` event with its evidence; the first one also sets the recipient's viewedAt and makes them `delivered`.
 */
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignRecipients } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import { assertTurn, lockEnvelope } from "./envelope-state";
import { evidenceFields, type SigningEvidence } from "./signing-evidence";

export async function recordView(
  db: DbExecutor,
  envelopeId: string,
  recipientId: string,
  evidence: SigningEvidence,
  at: Date = new Date(),
): Promise<{ firstView: boolean }> {
  return db.transaction(async (tx) => {
    const recipient = assertTurn(await lockEnvelope(tx, envelopeId), recipientId, "view");
    const firstView = recipient.viewedAt === null;
    await tx
      .update(esignRecipients)
      .set({
        ...evidenceFields(evidence),
        ...(firstView ? { viewedAt: at, status: "delivered" as const } : {}),
        updatedAt: at,
      })
      .where(eq(esignRecipients.id, recipientId));
    await appendEvent(tx, envelopeId, {
      type: "viewed",
      recipientId,
      at,
      data: { ...evidenceFields(evidence), firstView },
    });
    return { firstView };
  });
}
