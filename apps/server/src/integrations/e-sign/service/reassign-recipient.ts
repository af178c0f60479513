/**
 * Recipients change while an envelope is not finished. Reassigning hands a pending recipient's place to someone else:
 * the old row becomes `reassigned` (kept, with its evidence, for the log) and a new row takes its role and routing
 * order, `sent` at once if it was the old one's turn; the `reassigned` event names both. Correcting a pending
 * recipient's e-mail (the user's address changed) keeps the row and is a `reassigned` event too, naming the change.
 */
import { isValidEmail } from "@onboard/domain/validation/email";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignRecipients } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import type { DbTransaction } from "../events/transaction";
import type { EsignRecipientRow } from "../store/create-envelope";
import { assertStatus, findRecipient, lockEnvelope, PENDING_STATUSES, UNFINISHED_STATUSES } from "./envelope-state";
import { EsignInputError, RecipientNotPendingError } from "./service-errors";

export interface RecipientIdentity {
  name: string;
  email: string;
  /** The portal user who signs in an embedded view; null for someone who signs from an e-mailed link. */
  clientUserId?: string | null;
}

/** The e-mail trimmed, or an `EsignInputError` on `email`. */
export function checkedEmail(email: string): string {
  const trimmed = email.trim();
  if (!isValidEmail(trimmed)) throw new EsignInputError([{ fieldId: "email", message: "Please enter a valid e-mail" }]);
  return trimmed;
}

async function lockPendingRecipient(tx: DbTransaction, envelopeId: string, recipientId: string, action: string) {
  const locked = await lockEnvelope(tx, envelopeId);
  assertStatus(locked.envelope, UNFINISHED_STATUSES, action);
  const recipient = findRecipient(locked, recipientId);
  if (!PENDING_STATUSES.includes(recipient.status)) throw new RecipientNotPendingError(recipient.id, recipient.status);
  return recipient;
}

export async function reassignRecipient(
  db: DbExecutor,
  envelopeId: string,
  recipientId: string,
  to: RecipientIdentity,
  at: Date = new Date(),
): Promise<EsignRecipientRow> {
  const name = to.name.trim();
  if (name === "") throw new EsignInputError([{ fieldId: "name", message: "Please enter the recipient's name" }]);
  const email = checkedEmail(to.email);
  return db.transaction(async (tx) => {
    const old = await lockPendingRecipient(tx, envelopeId, recipientId, "reassign a recipient of");
    await tx.update(esignRecipients).set({ status: "reassigned", updatedAt: at }).where(eq(esignRecipients.id, old.id));
    const turn = old.status !== "created";
    const [replacement] = await tx
      .insert(esignRecipients)
      .values({
        envelopeId,
        name,
        email,
        role: old.role,
        routingOrder: old.routingOrder,
        clientUserId: to.clientUserId ?? null,
        status: turn ? "sent" : "created",
        sentAt: turn ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!replacement) throw new Error("the replacement recipient insert returned no row");
    await appendEvent(tx, envelopeId, {
      type: "reassigned",
      recipientId: old.id,
      at,
      data: { from: { name: old.name, email: old.email }, to: { recipientId: replacement.id, name, email } },
    });
    return replacement;
  });
}

export async function updateRecipientEmail(
  db: DbExecutor,
  envelopeId: string,
  recipientId: string,
  newEmail: string,
  at: Date = new Date(),
): Promise<void> {
  const email = checkedEmail(newEmail);
  await db.transaction(async (tx) => {
    const recipient = await lockPendingRecipient(tx, envelopeId, recipientId, "change a recipient's e-mail on");
    if (recipient.email === email) return;
    await tx.update(esignRecipients).set({ email, updatedAt: at }).where(eq(esignRecipients.id, recipientId));
    await appendEvent(tx, envelopeId, {
      type: "reassigned",
      recipientId,
      at,
      data: { emailChanged: { from: recipient.email, to: email } },
    });
  });
}
