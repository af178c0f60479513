/**
 * Reminders: a recipient whose turn it is (pending, in the routing order that signs now, on an envelope that is out)
 * is due one once the envelope's reminder interval has passed since they were sent the envelope or last reminded.
 * `dueReminders` finds them in one query over open envelopes (the partial index `esign_envelopes_open_idx` covers
 * that status test); the sweep e-mails each and `markReminded` records it under the envelope's lock, re-checking that
 * the recipient is still pending and their turn (they may have signed in between), with a `reminded` event.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignEnvelopes, esignRecipients } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import type { EsignEnvelopeRow, EsignRecipientRow } from "../store/create-envelope";
import { currentRoutingOrder, findRecipient, lockEnvelope, OPEN_STATUSES } from "./envelope-state";

export interface DueReminderRow {
  envelopeId: string;
  recipientId: string;
  envelope: EsignEnvelopeRow;
  recipient: EsignRecipientRow;
}

/** The recipients due a reminder at `now`, with their envelopes, by envelope and routing order. */
export async function dueReminders(db: DbExecutor, now: Date): Promise<DueReminderRow[]> {
  const e = esignEnvelopes;
  const r = esignRecipients;
  const rows = await db
    .select({ envelope: e, recipient: r })
    .from(r)
    .innerJoin(e, eq(e.id, r.envelopeId))
    .where(
      and(
        // Written as the partial index's own predicate (literals, not parameters), so the planner can use it.
        sql`${e.status} in ('sent', 'delivered')`,
        inArray(r.status, ["sent", "delivered"]),
        sql`${r.routingOrder} = (
          select min(pending.routing_order) from ${esignRecipients} pending
          where pending.envelope_id = ${e.id} and pending.status not in ('signed', 'reassigned'))`,
        sql`coalesce(${r.lastRemindedAt}, ${r.sentAt}) + make_interval(days => ${e.reminderIntervalDays}) <= ${now}`,
      ),
    )
    .orderBy(e.id, r.routingOrder, r.id);
  return rows.map((row) => ({ envelopeId: row.envelope.id, recipientId: row.recipient.id, ...row }));
}

/**
 * Records a reminder sent to the recipient: their lastRemindedAt and a `reminded` event, only while the envelope is
 * open and the recipient pending and in the order that signs now; answers whether it was recorded.
 */
export async function markReminded(
  db: DbExecutor,
  envelopeId: string,
  recipientId: string,
  at: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockEnvelope(tx, envelopeId);
    if (!OPEN_STATUSES.includes(locked.envelope.status)) return false;
    const recipient = findRecipient(locked, recipientId);
    const pending = recipient.status === "sent" || recipient.status === "delivered";
    if (!pending || recipient.routingOrder !== currentRoutingOrder(locked.recipients)) return false;
    await tx
      .update(esignRecipients)
      .set({ lastRemindedAt: at, updatedAt: at })
      .where(eq(esignRecipients.id, recipientId));
    await appendEvent(tx, envelopeId, { type: "reminded", recipientId, at });
    return true;
  });
}
