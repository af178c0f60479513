/** Bill rows to the API shape, and the body's bill to the columns it writes. */
import type { Bill, BillInput } from "@onboard/domain/eif/eif-resource-schemas";
import type { BillRow, BillValues } from "./bill-repository";

export function billValues(input: BillInput): BillValues {
  return {
    name: input.name,
    policyId: input.policyId,
    contactId: input.contactId,
    locationId: input.locationId,
    categoriesByLocation: input.categoriesByLocation,
  };
}

export function presentBill(row: BillRow, groupedLocationIds: readonly string[]): Bill {
  return {
    id: row.id,
    name: row.name,
    policyId: row.policyId,
    contactId: row.contactId,
    locationId: row.locationId,
    groupedLocationIds: [...groupedLocationIds],
    categoriesByLocation: row.categoriesByLocation,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** The bill as the audit trail keeps it. */
export function auditedBill({ id: _id, deletedAt: _deletedAt, ...fields }: Bill): Record<string, unknown> {
  return fields;
}
