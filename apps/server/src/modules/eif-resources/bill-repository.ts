/** Drizzle queries of a client's bills and the further locations grouped onto each. */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { billGroupedLocations, bills } from "../../db/schema/index";

export type BillRow = typeof bills.$inferSelect;
export type BillValues = Pick<
  typeof bills.$inferInsert,
  "name" | "policyId" | "contactId" | "locationId" | "categoriesByLocation"
>;

/** Every bill of the client, deleted ones included, in creation order (then by name). */
export async function listAllBills(db: DbExecutor, clientId: string): Promise<BillRow[]> {
  return db
    .select()
    .from(bills)
    .where(eq(bills.clientId, clientId))
    .orderBy(asc(bills.createdAt), asc(sql`lower(${bills.name})`), asc(bills.id));
}

/** The client's live bills among `ids`, locked for the transaction's writes. */
export async function lockLiveBills(db: DbExecutor, clientId: string, ids: string[]): Promise<BillRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bills)
    .where(and(eq(bills.clientId, clientId), isNull(bills.deletedAt), inArray(bills.id, ids)))
    .for("update");
}

export async function groupedLocationIdsOf(db: DbExecutor, billIds: string[]): Promise<Map<string, string[]>> {
  const byBill = new Map<string, string[]>();
  if (billIds.length === 0) return byBill;
  const rows = await db
    .select({ billId: billGroupedLocations.billId, locationId: billGroupedLocations.locationId })
    .from(billGroupedLocations)
    .where(inArray(billGroupedLocations.billId, billIds))
    .orderBy(asc(billGroupedLocations.createdAt), asc(billGroupedLocations.locationId));
  for (const row of rows) byBill.set(row.billId, [...(byBill.get(row.billId) ?? []), row.locationId]);
  return byBill;
}

export async function insertBill(db: DbExecutor, clientId: string, values: BillValues): Promise<BillRow> {
  const [row] = await db
    .insert(bills)
    .values({ ...values, clientId })
    .returning();
  if (!row) throw new Error("bill insert returned no row");
  return row;
}

export async function updateBillRow(db: DbExecutor, id: string, values: BillValues, now: Date): Promise<BillRow> {
  const [row] = await db
    .update(bills)
    .set({ ...values, updatedAt: now })
    .where(eq(bills.id, id))
    .returning();
  if (!row) throw new Error("bill update returned no row");
  return row;
}

export async function softDeleteBills(db: DbExecutor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(bills).set({ deletedAt: now, updatedAt: now }).where(inArray(bills.id, ids));
}

export async function replaceGroupedLocations(db: DbExecutor, billId: string, locationIds: readonly string[]) {
  await db.delete(billGroupedLocations).where(eq(billGroupedLocations.billId, billId));
  const unique = [...new Set(locationIds)];
  if (unique.length === 0) return;
  await db.insert(billGroupedLocations).values(unique.map((locationId) => ({ billId, locationId })));
}
