/** Row counts of every table in the schema, keyed by SQL table name (the seed's report, and the tests' check). */
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import * as schema from "../schema/index";
import type { SeedTx } from "./seed-context";

export const ALL_TABLES: readonly PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

export async function countRows(db: Database | SeedTx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ALL_TABLES) counts[getTableName(table)] = await db.$count(table);
  return counts;
}
