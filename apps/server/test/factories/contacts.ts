/** Client contacts. */
import type { Database } from "../../src/db/client";
import { contacts } from "../../src/db/schema/index";
import { firstRow } from "./unique";

export type ContactOverrides = Partial<typeof contacts.$inferInsert> & { clientId: string };

/** A general contact of the client, Ada Byron unless overridden. */
export async function buildContact(db: Database, overrides: ContactOverrides) {
  const rows = await db
    .insert(contacts)
    .values({ firstName: "Ada", lastName: "Byron", ...overrides })
    .returning();
  return firstRow(rows, "contact");
}
