/** Client locations. */
import type { Database } from "../../src/db/client";
import { locations } from "../../src/db/schema/index";
import { firstRow, uniqueSuffix } from "./unique";

export type LocationOverrides = Partial<typeof locations.$inferInsert> & { clientId: string };

/** A location of the client with its own name, at 1 Main St, Boston, MA 02110 unless overridden. */
export async function buildLocation(db: Database, overrides: LocationOverrides) {
  const rows = await db
    .insert(locations)
    .values({
      name: `Office ${uniqueSuffix()}`,
      address1: "1 Main St",
      city: "Boston",
      state: "MA",
      zipCode: "02110",
      ...overrides,
    })
    .returning();
  return firstRow(rows, "location");
}
