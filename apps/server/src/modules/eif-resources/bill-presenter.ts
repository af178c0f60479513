/** Bill rows to the API shape, and the body's bill to the columns it writes. */
import type { Bill, BillInput } from "@onboard/domain/eif/eif-resource-schemas";
import type { BillRow, BillValues } from "./bill-repository";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A lone UTF-16 surrogate becomes U+FFFD, as Postgres's text columns store it: jsonb refuses the `\ud800` escape that
 * JSON.stringify writes for one.
 */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd");
}

export function billValues(input: BillInput): BillValues {
  return {
    name: input.name,
    policyId: input.policyId,
    contactId: input.contactId,
    locationId: input.locationId,
    categoriesByLocation: input.categoriesByLocation.map(({ locationId, categories }) => ({
      locationId,
      categories: categories.map(wellFormed),
    })),
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
