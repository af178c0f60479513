/**
 * Appends one event to an envelope's hash-chained log (decision 024). Inside the caller's transaction it locks the
 * envelope's row (`FOR NO KEY UPDATE`: concurrent appends to one envelope queue there, while inserts that only
 * reference the envelope do not wait), reads the chain head kept on it (last seq and hash), inserts the event as
 * seq + 1 with its hash, and moves the head. The lock is held until the transaction ends, so appends serialize into
 * a gapless chain; the unique (envelope_id, seq) index is the backstop. Runs under READ COMMITTED (the default): each
 * statement after the lock sees what the previous holder committed.
 */
import { eq } from "drizzle-orm";
import { esignEnvelopes, esignEvents } from "../../../db/schema/esign";
import type { EsignEventType } from "../../../db/schema/esign-enums";
import { asStoredJson } from "./canonical-json";
import { eventHash } from "./event-hash";
import type { DbTransaction } from "./transaction";

export interface NewEsignEvent {
  type: EsignEventType;
  recipientId?: string | null;
  /** What happened, as a JSON object (times as ISO strings); stored as jsonb and covered by the hash. */
  data?: Record<string, unknown>;
  /** When it happened; now by default. Kept to the millisecond, as hashed. */
  at?: Date;
}

export type EsignEventRow = typeof esignEvents.$inferSelect;

export class UnknownEnvelopeError extends Error {
  constructor(readonly envelopeId: string) {
    super(`no e-sign envelope ${envelopeId}`);
    this.name = "UnknownEnvelopeError";
  }
}

export async function appendEvent(tx: DbTransaction, envelopeId: string, event: NewEsignEvent): Promise<EsignEventRow> {
  const [head] = await tx
    .select({ seq: esignEnvelopes.lastEventSeq, hash: esignEnvelopes.lastEventHash })
    .from(esignEnvelopes)
    .where(eq(esignEnvelopes.id, envelopeId))
    .for("no key update");
  if (!head) throw new UnknownEnvelopeError(envelopeId);

  const content = {
    envelopeId,
    seq: head.seq + 1,
    type: event.type,
    recipientId: event.recipientId ?? null,
    data: asStoredJson(event.data ?? {}),
    at: new Date((event.at ?? new Date()).getTime()),
  };
  const hash = eventHash(head.hash, content);
  const [row] = await tx
    .insert(esignEvents)
    .values({ ...content, prevHash: head.hash, hash })
    .returning();
  if (!row) throw new Error("the e-sign event insert returned no row");
  await tx
    .update(esignEnvelopes)
    .set({ lastEventSeq: content.seq, lastEventHash: hash })
    .where(eq(esignEnvelopes.id, envelopeId));
  return row;
}
