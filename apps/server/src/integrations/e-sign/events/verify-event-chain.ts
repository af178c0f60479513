/**
 * Checks an envelope's event log end to end: seqs run 1, 2, 3… without a gap, each event's prev_hash is the hash of
 * the one before (64 zeros for the first), each stored hash is the hash of the event's own content, and the chain's
 * head kept on the envelope names the last event. The answer names the first event that fails and why, so an edited
 * event, a removed one or a cut-off tail is pointed at, not just detected.
 */
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { ESIGN_GENESIS_HASH, esignEnvelopes, esignEvents } from "../../../db/schema/esign";
import { UnknownEnvelopeError } from "./append-event";
import type { JsonObject } from "./canonical-json";
import { eventHash } from "./event-hash";

export type EventChainVerdict = { ok: true } | { ok: false; brokenAt: number; reason: string };

export async function verifyEventChain(db: DbExecutor, envelopeId: string): Promise<EventChainVerdict> {
  // The head first, then the events: an append committed in between only adds events past the head read.
  const [head] = await db
    .select({ seq: esignEnvelopes.lastEventSeq, hash: esignEnvelopes.lastEventHash })
    .from(esignEnvelopes)
    .where(eq(esignEnvelopes.id, envelopeId));
  if (!head) throw new UnknownEnvelopeError(envelopeId);
  const events = await db
    .select()
    .from(esignEvents)
    .where(eq(esignEvents.envelopeId, envelopeId))
    .orderBy(asc(esignEvents.seq));

  let prevHash = ESIGN_GENESIS_HASH;
  let expected = 1;
  let hashAtHead: string | null = head.seq === 0 ? ESIGN_GENESIS_HASH : null;
  for (const event of events) {
    if (event.seq !== expected) {
      return broken(expected, `event ${expected} is missing: the log goes from ${expected - 1} to ${event.seq}`);
    }
    if (event.prevHash !== prevHash) {
      return broken(event.seq, `its prev_hash is not the hash of event ${event.seq - 1}`);
    }
    const recomputed = eventHash(prevHash, { ...event, data: event.data as JsonObject });
    if (recomputed !== event.hash) {
      return broken(event.seq, "its content does not match its hash: it was changed after it was written");
    }
    if (event.seq === head.seq) hashAtHead = event.hash;
    prevHash = event.hash;
    expected += 1;
  }
  if (head.seq > expected - 1) {
    return broken(expected, `the envelope's last event is ${head.seq}, but the log ends at ${expected - 1}`);
  }
  if (hashAtHead !== head.hash) {
    return broken(head.seq, "the envelope's chain head does not hold this event's hash");
  }
  return { ok: true };
}

const broken = (brokenAt: number, reason: string): EventChainVerdict => ({ ok: false, brokenAt, reason });
