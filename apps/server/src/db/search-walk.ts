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
  /**
   * The first matches in the name order (ascending), up to the end of the page, when the count's walk found them
   * (searchCount): in that order, the page is among them.
   */
  inNameOrder?: readonly string[];
}

/** A search's capped total, and the first matches in the name order when its count walked that order. */
export type SearchTotal = CappedTotal & { inNameOrder?: readonly string[] };

/**
 * A page and its capped count. A search counts first, so that the page knows whether its matches are many (and walks);
 * otherwise both run at once.
 */
export async function pageAndCount<R>(
  search: string | undefined,
  countMatches: () => Promise<SearchTotal>,
  cutPage: (matches: SearchMatches) => Promise<R>,
): Promise<[R, CappedTotal]> {
  if (!search) return Promise.all([cutPage({ manyMatches: false }), countMatches()]);
  const { inNameOrder, ...total } = await countMatches();
  return [await cutPage({ manyMatches: total.totalIsCapped, inNameOrder }), total];
}

/** The page's ids out of the first matches in the name order, when they reach the end of the page. */
export function pageOfNameOrder(
  matches: SearchMatches,
  page: { limit: number; offset: number },
): readonly string[] | null {
  const first = matches.inNameOrder;
  if (!first || first.length < page.offset + page.limit) return null;
  return first.slice(page.offset, page.offset + page.limit);
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
  const { ids } = await walkAndCount(db, walk, search, walk.rows, wanted, wanted);
  return ids.map((id) => ({ id }));
}

/**
 * The first `wanted` matches in the order, and how many match (up to `atMost`), among the first `rows` rows of the
 * order: one walk of the order's index, which carries search_text (no table reads), stopping at the `atMost`th match.
 */
async function walkAndCount(
  db: DbExecutor,
  walk: ListOrderWalk,
  search: string,
  rows: number,
  atMost: number,
  wanted: number,
): Promise<{ ids: string[]; matches: number }> {
  const keyFields = Object.fromEntries(walk.keys.map(({ key }, index) => [`k${index}`, sql`${key}`.as(`k${index}`)]));
  const inOrder = db
    .select({ id: walk.id, searchText: walk.searchText, ...keyFields })
    .from(walk.table)
    .where(walk.where)
    .orderBy(...orderBy(walk.keys, walk.direction))
    .limit(rows)
    .as("in_order");
  const keyOf = (table: unknown, index: number) => (table as Record<string, SQL.Aliased>)[`k${index}`];
  const keysOf = (table: unknown) => walk.keys.map((key, index) => ({ ...key, key: keyOf(table, index) }));
  const foundKeys = Object.fromEntries(walk.keys.map((_, index) => [`k${index}`, keyOf(inOrder, index)]));
  const found = db
    .select({ id: inOrder.id, ...foundKeys })
    .from(inOrder)
    .where(searchTextMatches(inOrder.searchText, search))
    .orderBy(...orderBy(keysOf(inOrder), walk.direction))
    .limit(atMost)
    .as("found");
  const result = await db
    .select({ id: found.id, matches: sql<number>`(count(*) over ())::int` })
    .from(found)
    .orderBy(...orderBy(keysOf(found), walk.direction))
    .limit(Math.max(wanted, 1));
  return { ids: result.slice(0, wanted).map((row) => String(row.id)), matches: result[0]?.matches ?? 0 };
}

/** The rows of the order a common word's count walks for more than SEARCH_COUNT_CAP matches (1% of them). */
export const SEARCH_COUNT_WALK_ROWS = 10_000;
/** The walk is tried when the planner expects twice the matches it needs in it: 2% of the rows. */
const WALK_WORTH_SHARE = (2 * (SEARCH_COUNT_CAP + 1)) / SEARCH_COUNT_WALK_ROWS;
/** How long a table's size (its statistics' row count) is reused before it is read again. */
const TABLE_SIZE_MAX_AGE_MS = 60_000;
const tableSizes = new WeakMap<DbExecutor, Map<string, { rows: number; readAt: number }>>();

/** The table's rows by its statistics (pg_class.reltuples; 0 before its first analysis), read once a minute. */
async function tableRows(db: DbExecutor, table: string): Promise<number> {
  let sizes = tableSizes.get(db);
  if (!sizes) {
    sizes = new Map();
    tableSizes.set(db, sizes);
  }
  const known = sizes.get(table);
  if (known && Date.now() - known.readAt < TABLE_SIZE_MAX_AGE_MS) return known.rows;
  const result = await db.execute<{ tuples: number }>(
    sql`select reltuples::float8 as tuples from pg_class where oid = ${table}::regclass`,
  );
  const rows = Math.max(0, Number(result.rows[0]?.tuples ?? 0));
  sizes.set(table, { rows, readAt: Date.now() });
  return rows;
}

/** The planner's estimate of the rows `query` returns. */
async function plannedRows(db: DbExecutor, query: SQLWrapper): Promise<number> {
  const plan = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    sql`explain (format json) ${query}`,
  );
  return plan.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0;
}

/**
 * A search's total, up to SEARCH_COUNT_CAP. A common word's matches, counted from its trigrams, are read from the
 * table after its trigrams' posting lists are merged (3-5 ms for "garcia" among 300,000 users). So in a table larger
 * than the walk, when the planner expects a common word (2% of the rows or more), the count first walks the order's
 * index (`walk`, ascending), which carries search_text, for more than SEARCH_COUNT_CAP matches among its first
 * SEARCH_COUNT_WALK_ROWS rows (1.2 ms); found, the total is "more than", and the first `wanted` matches come with it
 * (`inNameOrder`: the page of that order, without a second walk). Otherwise (a smaller table, a rarer word, or one
 * whose matches lie later in the order), `trigramCount`; `matching` is its query (the list's rows holding the words).
 */
export async function searchCount(
  db: DbExecutor,
  walk: ListOrderWalk,
  search: string,
  matching: SQLWrapper,
  trigramCount: () => Promise<CappedTotal>,
  wanted: number,
): Promise<SearchTotal> {
  const rows = await tableRows(db, getTableName(walk.table));
  if (rows > SEARCH_COUNT_WALK_ROWS && (await plannedRows(db, matching)) / rows >= WALK_WORTH_SHARE) {
    const walked = await walkAndCount(
      db,
      { ...walk, direction: "asc" },
      search,
      SEARCH_COUNT_WALK_ROWS,
      SEARCH_COUNT_CAP + 1,
      Math.min(wanted, SEARCH_COUNT_CAP + 1),
    );
    if (walked.matches > SEARCH_COUNT_CAP) return { ...moreThan(SEARCH_COUNT_CAP), inNameOrder: walked.ids };
  }
  return trigramCount();
}
