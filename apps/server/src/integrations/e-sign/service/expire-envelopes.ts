/**
 * Expiry: an envelope that is out (sent or delivered) and past its `expiresAt` becomes `expired`, as a void with the
 * reason "Expired" (voidedAt is when it expired), with an `expired` event. Each envelope in its own transaction under
 * its lock, its status and expiry read again after locking (it may have been completed, voided or given a later
 * expiry since it was found), so one envelope's failure or change never holds back the others.
 */
import { and, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignEnvelopes } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import { lockEnvelope, OPEN_STATUSES, updateEnvelope } from "./envelope-state";

export const EXPIRED_REASON = "Expired";

/** The ids of open envelopes whose expiry is at or before `now` (through the partial index on open envelopes). */
export async function openEnvelopesPastExpiry(db: DbExecutor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: esignEnvelopes.id })
    .from(esignEnvelopes)
    .where(and(sql`${esignEnvelopes.status} in ('sent', 'delivered')`, lte(esignEnvelopes.expiresAt, now)))
    .orderBy(esignEnvelopes.expiresAt, esignEnvelopes.id);
  return rows.map((row) => row.id);
}

/** Expires the envelope if, once locked, it is still open and past its expiry; answers whether it did. */
export async function expireEnvelope(db: DbExecutor, envelopeId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { envelope } = await lockEnvelope(tx, envelopeId);
    if (!OPEN_STATUSES.includes(envelope.status)) return false;
    if (!envelope.expiresAt || envelope.expiresAt.getTime() > now.getTime()) return false;
    await updateEnvelope(tx, envelopeId, { status: "expired", voidedAt: now, voidedReason: EXPIRED_REASON }, now);
    await appendEvent(tx, envelopeId, {
      type: "expired",
      at: now,
      data: { expiresAt: envelope.expiresAt.toISOString() },
    });
    return true;
  });
}

/** Expires every open envelope past its expiry at `now`, each in its own transaction; answers the expired ids. */
export async function expireDue(db: DbExecutor, now: Date): Promise<string[]> {
  const expired: string[] = [];
  for (const envelopeId of await openEnvelopesPastExpiry(db, now)) {
    if (await expireEnvelope(db, envelopeId, now)) expired.push(envelopeId);
  }
  return expired;
}
