/**
 * PUT /api/clients/:clientId/contacts/:contactId: the whole contact, when the version edited is still the current
 * one (If-Match or body `version`; stale → 412). Its managed locations are replaced; the changed fields are audited.
 */
import { EIF_RESOURCE_MESSAGES } from "@onboard/domain/eif/eif-resource-messages";
import type { Contact, ContactBody } from "@onboard/domain/eif/eif-resource-schemas";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { changedFields } from "../audit/index";
import { recordEditAudit } from "../eif-change-log/index";
import { assertClientReferences } from "./client-references";
import { answerContact, auditedContact, contactValues, managedLocationIdsToKeep } from "./contact-presenter";
import { findLiveContact, replaceManagedLocations, updateContactRow } from "./contact-repository";
import { contactReferences, contactWithLocations } from "./list-contacts";

export async function updateContact(
  db: Database,
  actor: Actor,
  input: { clientId: string; contactId: string; body: ContactBody; expectedVersion: number },
  now: Date,
): Promise<Contact> {
  return db.transaction(async (tx) => {
    const current = await findLiveContact(tx, input.clientId, input.contactId, { forUpdate: true });
    if (!current) throw notFound(EIF_RESOURCE_MESSAGES.contactNotFound);
    assertVersion(current.version, input.expectedVersion);
    await assertClientReferences(tx, input.clientId, contactReferences(input.body));
    const before = await contactWithLocations(tx, current);
    const row = await updateContactRow(tx, current.id, contactValues(input.body), now);
    await replaceManagedLocations(tx, row.id, managedLocationIdsToKeep(input.body));
    const after = await contactWithLocations(tx, row);
    await recordEditAudit(tx, "contact", {
      ...auditActor(actor),
      action: "contact.update",
      entity: "Contact",
      entityId: row.id,
      clientId: input.clientId,
      ...changedFields(auditedContact(before), auditedContact(after)),
    });
    return answerContact(after);
  });
}
