/**
 * What the staff lists share at scale (issue 21): a count that stops after a cap (counting every match scans them all),
 * and the fragment that makes Postgres plan a subquery on its own.
 */
import { count, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { DbExecutor } from "./executor";

/** A list counts at most this many matches; past it the total is "more than" (`totalIsCapped`). */
export const LIST_COUNT_CAP = 1000;

/**
 * Postgres plans a subquery with OFFSET on its own instead of merging it into the query around it. Drizzle leaves out
 * a plain `offset 0`, hence the fragment.
 */
export const PLANNED_APART = sql`0` as unknown as number;

/** A list's total: how many match, counted up to LIST_COUNT_CAP; past it, `totalIsCapped`. */
export interface CappedTotal {
  count: number;
  totalIsCapped: boolean;
}

/** How many rows `matching` selects, counted up to LIST_COUNT_CAP: past it, `totalIsCapped`. */
export async function cappedCount(db: DbExecutor, matching: PgSelect): Promise<CappedTotal> {
  const matches = matching.limit(LIST_COUNT_CAP + 1).as("matches");
  const [total] = await db.select({ value: count() }).from(matches);
  const value = total?.value ?? 0;
  return { count: Math.min(value, LIST_COUNT_CAP), totalIsCapped: value > LIST_COUNT_CAP };
}
