/** GET /api/clients/:clientId/contacts: the live contacts by last name, then first name, as answered (answerContact). */
import type { Contact, ContactBody } from "@onboard/domain/eif/eif-resource-schemas";
import type { DbExecutor } from "../../db/executor";
import type { Reference } from "./client-references";
import { answerContact, presentContact } from "./contact-presenter";
import { type ContactRow, listLiveContacts, managedLocationIdsOf } from "./contact-repository";

export async function listContacts(db: DbExecutor, clientId: string): Promise<Contact[]> {
  const rows = await listLiveContacts(db, clientId);
  const managed = await managedLocationIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => answerContact(presentContact(row, managed.get(row.id) ?? [])));
}

export async function contactWithLocations(db: DbExecutor, row: ContactRow): Promise<Contact> {
  const managed = await managedLocationIdsOf(db, [row.id]);
  return presentContact(row, managed.get(row.id) ?? []);
}

/** The locations a contact body names: its own and those it manages. */
export function contactReferences(body: ContactBody): Reference[] {
  return [
    { kind: "location", path: "body.locationId", id: body.locationId },
    ...body.managedLocationIds.map((id, index) => ({
      kind: "location" as const,
      path: `body.managedLocationIds.${index}`,
      id,
    })),
  ];
}
