/**
 * The sender voids an envelope that is not finished (created, sent or delivered), with a reason: the envelope becomes
 * `voided` (nobody may view or sign it any more) and the `voided` event carries the reason. A completed, declined or
 * already voided envelope is refused. One transaction.
 */
import type { DbExecutor } from "../../../db/executor";
import { appendEvent } from "../events/append-event";
import { assertStatus, lockEnvelope, UNFINISHED_STATUSES, updateEnvelope } from "./envelope-state";
import { requiredReason } from "./required-reason";

export async function voidEnvelope(
  db: DbExecutor,
  envelopeId: string,
  reason: string,
  at: Date = new Date(),
): Promise<void> {
  const voidedReason = requiredReason(reason, "Please say why the envelope is voided");
  await db.transaction(async (tx) => {
    const { envelope } = await lockEnvelope(tx, envelopeId);
    assertStatus(envelope, UNFINISHED_STATUSES, "void");
    await updateEnvelope(tx, envelopeId, { status: "voided", voidedAt: at, voidedReason }, at);
    await appendEvent(tx, envelopeId, { type: "voided", at, data: { reason: voidedReason } });
  });
}
