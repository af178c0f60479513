/**
 * An envelope as a lifecycle call sees it inside its transaction: the envelope's row locked (`FOR NO KEY UPDATE`, the
 * lock `appendEvent` takes, so a call and its event serialize with every other call on the envelope), its recipients
 * in routing order, and the rules of whose turn it is: the lowest routing order among the active recipients (all but
 * the reassigned) that has not signed; everyone in that order signs, in any order, before the next one is sent.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { esignEnvelopes, esignRecipients } from "../../../db/schema/esign";
import type { EsignEnvelopeStatus, EsignRecipientStatus } from "../../../db/schema/esign-enums";
import { appendEvent, UnknownEnvelopeError } from "../events/append-event";
import type { DbTransaction } from "../events/transaction";
import type { EsignEnvelopeRow, EsignRecipientRow } from "../store/create-envelope";
import {
  EnvelopeStatusError,
  NotRecipientsTurnError,
  RecipientNotPendingError,
  UnknownRecipientError,
} from "./service-errors";

/** Sent and not yet finished: recipients may view, sign and decline. */
export const OPEN_STATUSES: readonly EsignEnvelopeStatus[] = ["sent", "delivered"];
/** Not finished (created too): recipients may still be changed, the envelope voided. */
export const UNFINISHED_STATUSES: readonly EsignEnvelopeStatus[] = ["created", ...OPEN_STATUSES];

/** A recipient who has not signed, declined or been replaced. */
export const PENDING_STATUSES: readonly EsignRecipientStatus[] = ["created", "sent", "delivered"];

export interface LockedEnvelope {
  envelope: EsignEnvelopeRow;
  recipients: EsignRecipientRow[];
}

export async function lockEnvelope(tx: DbTransaction, envelopeId: string): Promise<LockedEnvelope> {
  const [envelope] = await tx
    .select()
    .from(esignEnvelopes)
    .where(eq(esignEnvelopes.id, envelopeId))
    .for("no key update");
  if (!envelope) throw new UnknownEnvelopeError(envelopeId);
  const recipients = await tx
    .select()
    .from(esignRecipients)
    .where(eq(esignRecipients.envelopeId, envelopeId))
    .orderBy(asc(esignRecipients.routingOrder), asc(esignRecipients.createdAt), asc(esignRecipients.id));
  return { envelope, recipients };
}

export function assertStatus(envelope: EsignEnvelopeRow, allowed: readonly EsignEnvelopeStatus[], action: string) {
  if (!allowed.includes(envelope.status)) throw new EnvelopeStatusError(envelope.id, envelope.status, action);
}

export const activeRecipients = (recipients: readonly EsignRecipientRow[]) =>
  recipients.filter((r) => r.status !== "reassigned");

/** The routing order that signs now, or null when every active recipient has signed. */
export function currentRoutingOrder(recipients: readonly EsignRecipientRow[]): number | null {
  const pending = activeRecipients(recipients).filter((r) => r.status !== "signed");
  return pending.length === 0 ? null : Math.min(...pending.map((r) => r.routingOrder));
}

export function findRecipient(locked: LockedEnvelope, recipientId: string): EsignRecipientRow {
  const recipient = locked.recipients.find((r) => r.id === recipientId);
  if (!recipient) throw new UnknownRecipientError(locked.envelope.id, recipientId);
  return recipient;
}

/** The recipient may view, sign or decline now: the envelope is open, they are pending and their order's turn. */
export function assertTurn(locked: LockedEnvelope, recipientId: string, action: string): EsignRecipientRow {
  assertStatus(locked.envelope, OPEN_STATUSES, action);
  const recipient = findRecipient(locked, recipientId);
  if (!PENDING_STATUSES.includes(recipient.status)) throw new RecipientNotPendingError(recipient.id, recipient.status);
  const current = currentRoutingOrder(locked.recipients);
  if (recipient.routingOrder !== current || recipient.status === "created") {
    throw new NotRecipientsTurnError(recipient.id, recipient.routingOrder, current);
  }
  return recipient;
}

/** Marks the envelope changed (its version moves on) with the given columns. */
export async function updateEnvelope(
  tx: DbTransaction,
  envelopeId: string,
  changes: Partial<typeof esignEnvelopes.$inferInsert>,
  at: Date,
): Promise<void> {
  await tx
    .update(esignEnvelopes)
    .set({ ...changes, updatedAt: at, version: sql`${esignEnvelopes.version} + 1` })
    .where(eq(esignEnvelopes.id, envelopeId));
}

/** Sends a routing order: its recipients become `sent`, and the `sent` event names them. */
export async function sendRoutingOrder(
  tx: DbTransaction,
  envelopeId: string,
  recipients: readonly EsignRecipientRow[],
  routingOrder: number,
  at: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  const ids = activeRecipients(recipients)
    .filter((r) => r.routingOrder === routingOrder && r.status === "created")
    .map((r) => r.id);
  if (ids.length > 0) {
    await tx
      .update(esignRecipients)
      .set({ status: "sent", sentAt: at, updatedAt: at })
      .where(inArray(esignRecipients.id, ids));
  }
  await appendEvent(tx, envelopeId, { type: "sent", at, data: { ...data, routingOrder, recipientIds: ids } });
}
