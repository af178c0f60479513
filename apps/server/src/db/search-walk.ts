/**
 * A search's page, walked in the list's order (issue 21). A search box's matches come from a trigram index, and a
 * page of them must be sorted: with thousands of matches ("garcia": 6,000 of 300,000 users) that reads and sorts every
 * one (17 ms). Walking the order's index and keeping the matches finds the first page within a few thousand rows when
 * matches are common, but reads every row before the first match when they are rare or cluster late in the order.
 * So a list walks only when its capped count found the matches many (more than SEARCH_COUNT_CAP: sorting fewer is
 * cheap), and the walk is bounded: it reads at most SEARCH_WALK_ROWS rows of the order; when they hold the page, that
 * is the page, and otherwise the caller sorts the matches as before (the walk was unlucky: the matches cluster later
 * in the order, and the cost is the walk's bounded reading on top). The e-mails, whose count is a request of its own,
 * first take the matches up to the end of the page in no order (few matches: that is all of them, sorted at once),
 * and walk a shorter way.
 */

import { type AnyColumn, getTableName, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type CappedTotal, moreThan, SEARCH_COUNT_CAP } from "./capped-count";
import type { DbExecutor } from "./executor";
import { searchTextMatches } from "./search-text";

/** What the list knows of a search's matches before it cuts the page: its capped count. */
export interface SearchMatches {
  /** More than SEARCH_COUNT_CAP matches: walking the order finds a page sooner than sorting them. */
  manyMatches: boolean;
}

/**
 * A page and its capped count. A search counts first, so that the page knows whether its matches are many (and walks);
 * otherwise both run at once.
 */
export async function pageAndCount<R>(
  search: string | undefined,
  countMatches: () => Promise<CappedTotal>,
  cutPage: (matches: SearchMatches) => Promise<R>,
): Promise<[R, CappedTotal]> {
  if (!search) return Promise.all([cutPage({ manyMatches: false }), countMatches()]);
  const total = await countMatches();
  return [await cutPage({ manyMatches: total.totalIsCapped }), total];
}

/**
 * How many rows of the list's order a search walks before it sorts the matches instead: users and clients, whose
 * order's index carries the searched columns (about 0.3 µs a row).
 */
export const SEARCH_WALK_ROWS = 5000;

/**
 * The ids of the page, when the first `walkRows` rows of the order hold it; null when the caller must sort the
 * matches. `walk(n)` returns at most n matching ids, in the list's order, from the first `walkRows` rows.
 */
export async function walkedSearchPage(
  page: { limit: number; offset: number },
  walk: (wanted: number) => Promise<readonly { id: string }[]>,
  walkRows: number = SEARCH_WALK_ROWS,
): Promise<string[] | null> {
  const wanted = page.offset + page.limit;
  if (wanted > walkRows) return null;
  const found = await walk(wanted);
  if (found.length < wanted) return null;
  return found.slice(page.offset).map((row) => row.id);
}

/** A list's order as a walk reads it: the rows the list shows (without the search), in its order. */
export interface ListOrderWalk {
  table: PgTable;
  /** Which rows the list shows, the search aside (not deleted, a role, …). */
  where: SQL | undefined;
  /** The order's keys, first to last (the id last); `nullsLast` for a key whose empty values sort last either way. */
  keys: readonly { key: SQL | AnyColumn; nullsLast?: boolean }[];
  direction: "asc" | "desc";
  id: AnyPgColumn;
  searchText: AnyPgColumn;
  /** How many rows of the order it reads at most. */
  rows: number;
}

function orderBy(keys: readonly { key: unknown; nullsLast?: boolean }[], direction: "asc" | "desc"): SQL[] {
  const way = sql.raw(direction);
  return keys.map(({ key, nullsLast }) => (nullsLast ? sql`${key} ${way} nulls last` : sql`${key} ${way}`));
}

/**
 * The ids of the first `wanted` rows whose search_text holds the words, among the first `walk.rows` rows of the order
 * (an index's order when one serves it, which, carrying search_text, reads no table).
 */
export async function walkListOrder(
  db: DbExecutor,
  walk: ListOrderWalk,
  search: string,
  wanted: number,
): Promise<{ id: string }[]> {
  const keyFields = Object.fromEntries(walk.keys.map(({ key }, index) => [`k${index}`, sql`${key}`.as(`k${index}`)]));
  const inOrder = db
    .select({ id: walk.id, searchText: walk.searchText, ...keyFields })
    .from(walk.table)
    .where(walk.where)
    .orderBy(...orderBy(walk.keys, walk.direction))
    .limit(walk.rows)
    .as("in_order");
  const walkedKeys = walk.keys.map((key, index) => ({
    ...key,
    key: (inOrder as unknown as Record<string, unknown>)[`k${index}`],
  }));
  const rows = await db
    .select({ id: inOrder.id })
    .from(inOrder)
    .where(searchTextMatches(inOrder.searchText, search))
    .orderBy(...orderBy(walkedKeys, walk.direction))
    .limit(wanted);
  return rows.map((row) => ({ id: String(row.id) }));
}

/**
 * How many of the first `rows` rows of the order hold the words, counted up to `atMost` (the walk stops there). Its
 * rows come from the order's index, which carries search_text: no table reads.
 */
async function countInListOrder(
  db: DbExecutor,
  walk: ListOrderWalk,
  search: string,
  rows: number,
  atMost: number,
): Promise<number> {
  const inOrder = db
    .select({ searchText: walk.searchText })
    .from(walk.table)
    .where(walk.where)
    .orderBy(...orderBy(walk.keys, walk.direction))
    .limit(rows)
    .as("in_order");
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(inOrder)
    .where(searchTextMatches(inOrder.searchText, search))
    .limit(atMost)
    .as("matches");
  const [total] = await db.select({ value: sql<number>`count(*)::int` }).from(matches);
  return total?.value ?? 0;
}

/** The rows of the order a common word's count walks for more than SEARCH_COUNT_CAP matches (1% of them). */
export const SEARCH_COUNT_WALK_ROWS = 10_000;
/** The walk is tried when the planner expects twice the matches it needs in it: 2% of the rows. */
const WALK_WORTH_SHARE = (2 * (SEARCH_COUNT_CAP + 1)) / SEARCH_COUNT_WALK_ROWS;

/** The planner's estimate of the rows `query` returns, and of the rows of its table (from its statistics). */
async function plannedShare(db: DbExecutor, walk: ListOrderWalk, query: SQLWrapper): Promise<number> {
  const plan = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    sql`explain (format json) ${query}`,
  );
  const rows = plan.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0;
  const table = await db.execute<{ tuples: number }>(
    sql`select reltuples::float8 as tuples from pg_class where oid = ${getTableName(walk.table)}::regclass`,
  );
  const tuples = Number(table.rows[0]?.tuples ?? 0);
  return tuples > 0 ? rows / tuples : 0;
}

/**
 * A search's total, up to SEARCH_COUNT_CAP. A common word's matches, counted from its trigrams, are read from the
 * table after its trigrams' posting lists are merged (3-5 ms for "garcia" among 300,000 users). So when the planner
 * expects a common word (2% of the rows or more), the count first walks the order's index, which carries
 * search_text, for more than SEARCH_COUNT_CAP matches among its first SEARCH_COUNT_WALK_ROWS rows (1.8 ms); found,
 * the total is "more than". Otherwise (a rarer word, or one whose matches lie later in the order), `trigramCount`,
 * which `matching` (the list's rows holding the words) is the query of.
 */
export async function searchCount(
  db: DbExecutor,
  walk: ListOrderWalk,
  search: string,
  matching: SQLWrapper,
  trigramCount: () => Promise<CappedTotal>,
): Promise<CappedTotal> {
  if ((await plannedShare(db, walk, matching)) >= WALK_WORTH_SHARE) {
    const walked = await countInListOrder(db, walk, search, SEARCH_COUNT_WALK_ROWS, SEARCH_COUNT_CAP + 1);
    if (walked > SEARCH_COUNT_CAP) return moreThan(SEARCH_COUNT_CAP);
  }
  return trigramCount();
}
