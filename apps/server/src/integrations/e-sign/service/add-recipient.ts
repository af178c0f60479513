/**
 * Adds a recipient to an unfinished envelope for a role of its template that has no active recipient (the broker,
 * say, once the employer names one). The routing order is the role's place in the template's roles. The recipient
 * is `sent` at once when the envelope is out and their order is the one that signs now, including when it comes
 * before the order that was signing (an earlier role added late signs first); otherwise `created`, to be sent in turn.
 * No event type is an addition: it is a `reassigned` event whose data is `{ added: { recipientId, … } }` (the portal
 * applies it as a new recipient), followed by the `sent` event when the recipient is sent at once. One transaction.
 */
import type { DbExecutor } from "../../../db/executor";
import { esignRecipients } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import type { EsignRecipientRow } from "../store/create-envelope";
import { loadEnvelopeTemplate } from "./envelope-document";
import {
  activeRecipients,
  assertStatus,
  currentRoutingOrder,
  lockEnvelope,
  OPEN_STATUSES,
  sendRoutingOrder,
  UNFINISHED_STATUSES,
} from "./envelope-state";
import { checkedEmail } from "./reassign-recipient";
import { EsignInputError } from "./service-errors";

export interface AddedRecipient {
  /** The template role the recipient fills and signs; their routing order is the role's. */
  roleId: string;
  name: string;
  email: string;
  /** The portal user who signs in an embedded view; null for someone who signs from an e-mailed link. */
  clientUserId?: string | null;
}

const roleError = (message: string) => new EsignInputError([{ fieldId: "roleId", message }]);

export async function addRecipient(
  db: DbExecutor,
  envelopeId: string,
  added: AddedRecipient,
  at: Date = new Date(),
): Promise<EsignRecipientRow> {
  const name = added.name.trim();
  if (name === "") throw new EsignInputError([{ fieldId: "name", message: "Please enter the recipient's name" }]);
  const email = checkedEmail(added.email);
  return db.transaction(async (tx) => {
    const locked = await lockEnvelope(tx, envelopeId);
    assertStatus(locked.envelope, UNFINISHED_STATUSES, "add a recipient to");
    const template = await loadEnvelopeTemplate(tx, locked.envelope);
    const index = template.roles.findIndex((role) => role.id === added.roleId);
    if (index < 0) throw roleError(`The form has no role "${added.roleId}"`);
    if (activeRecipients(locked.recipients).some((r) => r.role === added.roleId)) {
      throw roleError(`The role "${added.roleId}" already has a recipient`);
    }
    const routingOrder = index + 1;
    const [recipient] = await tx
      .insert(esignRecipients)
      .values({
        envelopeId,
        name,
        email,
        role: added.roleId,
        routingOrder,
        clientUserId: added.clientUserId ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!recipient) throw new Error("the added recipient insert returned no row");
    await appendEvent(tx, envelopeId, {
      type: "reassigned",
      recipientId: recipient.id,
      at,
      data: { added: { recipientId: recipient.id, name, email, order: routingOrder, role: added.roleId } },
    });
    const recipients = [...locked.recipients, recipient];
    const sendNow = OPEN_STATUSES.includes(locked.envelope.status) && currentRoutingOrder(recipients) === routingOrder;
    if (!sendNow) return recipient;
    await sendRoutingOrder(tx, envelopeId, recipients, routingOrder, at);
    return { ...recipient, status: "sent" as const, sentAt: at, updatedAt: at };
  });
}
