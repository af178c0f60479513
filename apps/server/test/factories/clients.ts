/** Clients (the employers being onboarded). */
import type { Database } from "../../src/db/client";
import { clients } from "../../src/db/schema/index";
import { firstRow, uniqueSuffix } from "./unique";

export type ClientOverrides = Partial<typeof clients.$inferInsert>;

/** A client with its own name and case id; every other column has the schema's default unless overridden. */
export async function buildClient(db: Database, overrides: ClientOverrides = {}) {
  const suffix = uniqueSuffix();
  const rows = await db
    .insert(clients)
    .values({ name: `Test Client ${suffix}`, caseId: `CASE-${suffix}`, ...overrides })
    .returning();
  return firstRow(rows, "client");
}
