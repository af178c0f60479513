/**
 * DELETE /api/clients/:clientId/contacts/:contactId: a soft delete (deleted_at). The row stays for the record; the
 * lists and the id checks of other bodies no longer see it.
 */
import { EIF_RESOURCE_MESSAGES } from "@onboard/domain/eif/eif-resource-messages";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { recordEditAudit } from "../eif-change-log/index";
import { auditedContact } from "./contact-presenter";
import { findLiveContact, updateContactRow } from "./contact-repository";
import { contactWithLocations } from "./list-contacts";

export async function deleteContact(
  db: Database,
  actor: Actor,
  input: { clientId: string; contactId: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findLiveContact(tx, input.clientId, input.contactId, { forUpdate: true });
    if (!current) throw notFound(EIF_RESOURCE_MESSAGES.contactNotFound);
    const before = await contactWithLocations(tx, current);
    await updateContactRow(tx, current.id, { deletedAt: now }, now);
    await recordEditAudit(tx, "contact", {
      ...auditActor(actor),
      action: "contact.delete",
      entity: "Contact",
      entityId: current.id,
      clientId: input.clientId,
      before: auditedContact(before),
      after: null,
    });
  });
}
