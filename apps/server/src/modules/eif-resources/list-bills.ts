/** GET /api/clients/:clientId/bills: the live bills, and the deleted ones kept for the record (spec §3 "deletedBills"). */
import type { Bill, BillList } from "@onboard/domain/eif/eif-resource-schemas";
import type { DbExecutor } from "../../db/executor";
import { presentBill } from "./bill-presenter";
import { type BillRow, groupedLocationIdsOf, listAllBills } from "./bill-repository";

export async function presentBills(db: DbExecutor, rows: BillRow[]): Promise<Bill[]> {
  const grouped = await groupedLocationIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentBill(row, grouped.get(row.id) ?? []));
}

export async function listBills(db: DbExecutor, clientId: string): Promise<BillList> {
  const all = await presentBills(db, await listAllBills(db, clientId));
  return { bills: all.filter((bill) => bill.deletedAt === null), deletedBills: all.filter((bill) => bill.deletedAt) };
}
