/** Drizzle queries of a client's contacts and the locations a LIMITED contact manages. */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { contactManagedLocations, contacts, locations } from "../../db/schema/index";

export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Omit<typeof contacts.$inferInsert, "id" | "clientId" | "version" | "createdAt">;

export async function listLiveContacts(db: DbExecutor, clientId: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.clientId, clientId), isNull(contacts.deletedAt)))
    .orderBy(asc(sql`lower(${contacts.lastName})`), asc(sql`lower(${contacts.firstName})`), asc(contacts.id));
}

/** The client's contact unless deleted; locked for the transaction's writes when asked. */
export async function findLiveContact(
  db: DbExecutor,
  clientId: string,
  contactId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ContactRow | null> {
  const query = db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.clientId, clientId), isNull(contacts.deletedAt)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Per contact, the live locations it manages, in the locations' creation order. */
export async function managedLocationIdsOf(db: DbExecutor, contactIds: string[]): Promise<Map<string, string[]>> {
  const byContact = new Map<string, string[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .select({ contactId: contactManagedLocations.contactId, locationId: contactManagedLocations.locationId })
    .from(contactManagedLocations)
    .innerJoin(locations, eq(locations.id, contactManagedLocations.locationId))
    .where(and(inArray(contactManagedLocations.contactId, contactIds), isNull(locations.deletedAt)))
    .orderBy(asc(locations.createdAt), asc(locations.id));
  for (const row of rows) byContact.set(row.contactId, [...(byContact.get(row.contactId) ?? []), row.locationId]);
  return byContact;
}

export async function insertContact(db: DbExecutor, clientId: string, values: ContactValues): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, clientId })
    .returning();
  if (!row) throw new Error("contact insert returned no row");
  return row;
}

/** Writes the contact and bumps its version. */
export async function updateContactRow(db: DbExecutor, id: string, values: Partial<ContactValues>, now: Date) {
  const [row] = await db
    .update(contacts)
    .set({ ...values, version: sql`${contacts.version} + 1`, updatedAt: now })
    .where(eq(contacts.id, id))
    .returning();
  if (!row) throw new Error("contact update returned no row");
  return row;
}

export async function replaceManagedLocations(db: DbExecutor, contactId: string, locationIds: readonly string[]) {
  await db.delete(contactManagedLocations).where(eq(contactManagedLocations.contactId, contactId));
  const unique = [...new Set(locationIds)];
  if (unique.length === 0) return;
  await db.insert(contactManagedLocations).values(unique.map((locationId) => ({ contactId, locationId })));
}
