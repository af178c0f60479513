/** POST /api/clients/:clientId/contacts: a new contact, its managed locations when LIMITED, and the audit entry. */
import type { Contact, ContactBody } from "@onboard/domain/eif/eif-resource-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { recordEditAudit } from "../eif-change-log/index";
import { assertClientReferences } from "./client-references";
import { answerContact, auditedContact, contactValues, managedLocationIdsToKeep } from "./contact-presenter";
import { insertContact, replaceManagedLocations } from "./contact-repository";
import { contactReferences, contactWithLocations } from "./list-contacts";

export async function createContact(db: Database, actor: Actor, clientId: string, body: ContactBody): Promise<Contact> {
  return db.transaction(async (tx) => {
    await assertClientReferences(tx, clientId, contactReferences(body));
    const row = await insertContact(tx, clientId, contactValues(body));
    await replaceManagedLocations(tx, row.id, managedLocationIdsToKeep(body));
    const created = await contactWithLocations(tx, row);
    await recordEditAudit(tx, "contact", {
      ...auditActor(actor),
      action: "contact.create",
      entity: "Contact",
      entityId: row.id,
      clientId,
      before: null,
      after: auditedContact(created),
    });
    return answerContact(created);
  });
}
