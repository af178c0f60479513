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
 * A search's total counts at most this many matches ("More than 100"). Counting a common word's matches up to 1,000
 * read them all from the table (2,000,000 e-mails: 7-10 ms for "enrollment", against 1.5 ms up to 100).
 */
export const SEARCH_COUNT_CAP = 100;

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

/** How many rows `matching` selects, counted up to `cap`: past it, `totalIsCapped`. */
export async function cappedCount(
  db: DbExecutor,
  matching: PgSelect,
  cap: number = LIST_COUNT_CAP,
): Promise<CappedTotal> {
  const matches = matching.limit(cap + 1).as("matches");
  const [total] = await db.select({ value: count() }).from(matches);
  const value = total?.value ?? 0;
  return { count: Math.min(value, cap), totalIsCapped: value > cap };
}

/**
 * A search's or a filter's total, counted up to `cap` like cappedCount, but with the matches planned on their own, as
 * if every one were read (a MATERIALIZED common table expression, which Postgres still reads only as far as the LIMIT
 * asks): the planner then takes the trigram index, or a filter's, or both, for matches of a few percent. Planned under
 * the LIMIT, even in a subquery with OFFSET 0, it took a sequential scan, expecting the first matches early in the
 * table; when they lay late, that read most of it (28 ms for "medical" among the clients not live, against 3.4 ms;
 * 25 ms for the clients whose setup is not complete, against 0.4).
 */
export async function cappedMatchCount(db: DbExecutor, matching: PgSelect, cap: number): Promise<CappedTotal> {
  const result = await db.execute<{ value: number }>(
    sql`with all_matches as materialized (${matching})
        select count(*)::int as value from (select 1 from all_matches limit ${cap + 1}) as matches`,
  );
  const value = Number(result.rows[0]?.value ?? 0);
  return { count: Math.min(value, cap), totalIsCapped: value > cap };
}

/** The total of a search found to have more than `cap` matches. */
export function moreThan(cap: number): CappedTotal {
  return { count: cap, totalIsCapped: true };
}
