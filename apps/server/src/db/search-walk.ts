/**
 * A search's page, walked in the list's order (issue 21). A search box's matches come from a trigram index, and a
 * page of them must be sorted: with thousands of matches ("garcia": 6,000 of 300,000 users) that reads and sorts every
 * one (17 ms). Walking the order's index and keeping the matches finds the first page within a few thousand rows when
 * matches are common, but reads every row before the first match when they are rare or cluster late in the order.
 * So a list walks only when the matches are many (more than SEARCH_COUNT_CAP: sorting fewer is cheap): expected so by
 * a sample of the list's rows (isCommonSearch: the page is walked while the count runs, which the sample often answers
 * itself), or found so by the capped count. The walk is bounded (SEARCH_WALK_ROWS, SEARCH_TABLE_WALK_ROWS, further for
 * a deeper page at the words' share); when the rows it reads hold the page, that is the page (walkedPageIds, joined to
 * the page's rows in one query), and otherwise the caller sorts the matches as before (the walk was unlucky: the
 * matches cluster later in the order, and the cost is the walk's bounded reading on top). The e-mails, whose count is
 * a request of its own, walk at once for a common word, and otherwise first take the matches up to the end of the page
 * in no order (few matches: that is all of them, sorted at once).
 */

import { type AnyColumn, count, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type CappedTotal, moreThan, SEARCH_COUNT_CAP } from "./capped-count";
import type { DbExecutor } from "./executor";
import { expectedShare, type SampledRows, searchTextSample, surelyMoreThan } from "./search-share";
import { searchTextMatches } from "./search-text";

/** What the list knows of a search's matches before it cuts the page. */
export interface SearchMatches {
  /** More than SEARCH_COUNT_CAP matches, counted or expected: walking the order finds a page sooner than sorting them. */
  manyMatches: boolean;
  /** The words' share of the list's rows, in its sample, when they are common (isCommonSearch): how far to walk. */
  share?: number;
}

/**
 * A page and its capped count. A common word (`commonShare` above 0: frequent in a sample of the list's rows,
 * commonSearchShare) is expected to have many matches: its page walks the order while its count runs, at once. Another search counts first, so that
 * the page knows whether its matches are many; a list without a search, or whose page is never walked (`commonShare`
 * null: the clients filtered by phase, status, setup or error), runs both at once.
 */
export async function pageAndCount<R>(
  search: string | undefined,
  commonShare: (() => Promise<number>) | null,
  countMatches: () => Promise<CappedTotal>,
  cutPage: (matches: SearchMatches) => Promise<R>,
): Promise<[R, CappedTotal]> {
  if (!search || !commonShare) return Promise.all([cutPage({ manyMatches: false }), countMatches()]);
  const share = await commonShare();
  if (share > 0) return Promise.all([cutPage({ manyMatches: true, share }), countMatches()]);
  const total = await countMatches();
  return [await cutPage({ manyMatches: total.totalIsCapped }), total];
}

/**
 * How many rows of the list's order a search walks before it sorts the matches instead: users and clients, whose
 * order's index carries the searched columns (about 0.3 µs a row).
 */
export const SEARCH_WALK_ROWS = 5000;

/**
 * The same for an order whose index does not carry search_text (users and clients in their other orders, e-mails):
 * each row is read from the table (about 2 µs a row).
 */
export const SEARCH_TABLE_WALK_ROWS = 2000;

/**
 * How far those walks go at most for a deeper page of a common word (walkedPageIds): 20,000 index entries (about 6 ms)
 * and 4,000 table rows (about 8 ms), against sorting every match ("garcia": 14-17 ms).
 */
export const SEARCH_WALK_MAX_ROWS = 20_000;
export const SEARCH_TABLE_WALK_MAX_ROWS = 4000;

/** A list's order as a walk reads it: the rows the list shows (without the search), in its order. */
export interface ListOrderWalk {
  table: PgTable;
  /** Which rows the list shows, the search aside (not deleted, a role, …). */
  where: SQL | undefined;
  /** The order's keys, first to last (the id last). */
  keys: readonly { key: SQL | AnyColumn }[];
  direction: "asc" | "desc";
  id: AnyPgColumn;
  searchText: AnyPgColumn;
  /** How many rows of the order it reads at most. */
  rows: number;
  /** How many it may read for a page deeper than `rows` hold, at the words' share (walkedPageIds); `rows` by default. */
  maxRows?: number;
}

function orderBy(keys: readonly { key: unknown }[], direction: "asc" | "desc"): SQL[] {
  const way = sql.raw(direction);
  return keys.map(({ key }) => sql`${key} ${way}`);
}

/** The first `rows` rows of the walk's order (the list's rows, the search aside), with their ids and keys. */
function firstRowsInOrder(db: DbExecutor, walk: ListOrderWalk, rows: number) {
  const keyFields = Object.fromEntries(walk.keys.map(({ key }, index) => [`k${index}`, sql`${key}`.as(`k${index}`)]));
  return db
    .select({ id: walk.id, searchText: walk.searchText, ...keyFields })
    .from(walk.table)
    .where(walk.where)
    .orderBy(...orderBy(walk.keys, walk.direction))
    .limit(rows)
    .as("in_order");
}

/**
 * The ids of a search's page walked in the list's order, as a subquery to join the page's rows to: the matches among the
 * first `walk.rows` rows of the order (an index's order when one serves it, which, carrying search_text, reads no
 * table), cut at the page. Null when the page ends deeper than the walk reads. The page comes out short when those
 * rows do not hold it: the caller then sorts the matches instead (the walk was unlucky: the matches cluster later in
 * the order). One query with the page's rows: a walk for the ids and then a query for their rows took a round trip and
 * a planning more (0.3-0.5 ms). With the words' `share` (the sample's), the walk reads up to twice the rows that hold the
 * page at that share, between `walk.rows` and `walk.maxRows` ("garcia", 2% of the users, to page 5: 12,500 rows).
 */
export function walkedPageIds(
  db: DbExecutor,
  walk: ListOrderWalk,
  search: string,
  page: { limit: number; offset: number },
  share = 0,
) {
  const wanted = page.offset + page.limit;
  const rows =
    share > 0 ? Math.min(Math.max(walk.rows, Math.ceil((2 * wanted) / share)), walk.maxRows ?? walk.rows) : walk.rows;
  // Past the rows it may read, or past those that hold the page at the words' share, the walk would read in vain.
  if (wanted > rows || (share > 0 && wanted / share > rows)) return null;
  const inOrder = firstRowsInOrder(db, walk, rows);
  const keys = walk.keys.map((key, index) => ({
    ...key,
    key: (inOrder as unknown as Record<string, SQL.Aliased>)[`k${index}`],
  }));
  return db
    .select({ id: inOrder.id })
    .from(inOrder)
    .where(searchTextMatches(inOrder.searchText, search))
    .orderBy(...orderBy(keys, walk.direction))
    .limit(page.limit)
    .offset(page.offset)
    .as("walked");
}

/**
 * How many of the first `rows` rows of the order hold the words, counted up to `atMost`: one walk of the order (its
 * index, which carries search_text for users and clients), stopping at the `atMost`th match.
 */
async function walkCount(
  db: DbExecutor,
  walk: ListOrderWalk,
  search: string,
  rows: number,
  atMost: number,
): Promise<number> {
  const inOrder = firstRowsInOrder(db, walk, rows);
  const found = db
    .select({ one: sql`1`.as("one") })
    .from(inOrder)
    .where(searchTextMatches(inOrder.searchText, search))
    .limit(atMost)
    .as("found");
  const [result] = await db.select({ matches: count() }).from(found);
  return result?.matches ?? 0;
}

/** The rows of the order a common word's count walks for more than SEARCH_COUNT_CAP matches (1% of them). */
export const SEARCH_COUNT_WALK_ROWS = 10_000;
/**
 * The walk is tried when the sample has half as many matches again as it needs in it: 1.5% of the rows. (Among
 * 300,000 users the walk, (SEARCH_COUNT_CAP + 1) / share index entries, is cheaper than the trigram count, share × rows
 * table rows, above about 1.4%; among 2,000,000 e-mails, above about 0.5%.)
 */
const WALK_WORTH_SHARE = (1.5 * (SEARCH_COUNT_CAP + 1)) / SEARCH_COUNT_WALK_ROWS;

/**
 * Whether the words are common among more rows than a count's walk reads: a sample of the rows the list shows
 * (`rows`: the table and the list's filter) has them in 1.5% of its rows or more (search-share.ts; no query but a
 * read of the sample once a minute). Walking an order for them then finds SEARCH_COUNT_CAP matches sooner than their
 * trigrams do; a rare word's walk would read the whole bounded walk in vain.
 */
export async function isCommonSearch(db: DbExecutor, rows: SampledRows, search: string): Promise<boolean> {
  return (await commonSearchShare(db, rows, search)) > 0;
}

/** How many of the list's rows hold the words, as its sample has it (0 for a table too small to sample). */
export async function expectedMatches(db: DbExecutor, rows: SampledRows, search: string): Promise<number> {
  const sample = await searchTextSample(db, rows, SEARCH_COUNT_WALK_ROWS);
  return sample.rows * expectedShare(sample, search);
}

/**
 * How many rows of an order a walk reads for `wanted` matches at the words' sampled share: twice the rows expected to
 * hold them, from `rows` up to `maxRows`.
 */
export function walkRowsFor(wanted: number, share: number, rows: number, maxRows: number): number {
  return share > 0 ? Math.min(Math.max(rows, Math.ceil((2 * wanted) / share)), maxRows) : rows;
}

/** The words' share of the list's rows in its sample when they are common (isCommonSearch); 0 otherwise. */
export async function commonSearchShare(db: DbExecutor, rows: SampledRows, search: string): Promise<number> {
  const sample = await searchTextSample(db, rows, SEARCH_COUNT_WALK_ROWS);
  const share = expectedShare(sample, search);
  return sample.rows > SEARCH_COUNT_WALK_ROWS && share >= WALK_WORTH_SHARE ? share : 0;
}

/**
 * A search's total, up to SEARCH_COUNT_CAP. A common word's matches, counted from its trigrams, are read from the
 * table after its trigrams' posting lists are merged (3-5 ms for "garcia" among 300,000 users). So a common word
 * (isCommonSearch) is "more than" SEARCH_COUNT_CAP with no query when the sample makes that sure (surelyMoreThan:
 * "garcia", 2% of 300,000 users); otherwise its count first walks the order (`walk`: an index that carries search_text
 * for users and clients, the newest e-mails for e-mails) for more than SEARCH_COUNT_CAP matches among its first
 * SEARCH_COUNT_WALK_ROWS rows (1.6-1.9 ms for "garcia"); found, the total is "more than". Otherwise (a smaller table,
 * a rarer word, or one whose matches lie later in the order), `trigramCount`.
 */
export async function searchCount(
  db: DbExecutor,
  walk: ListOrderWalk,
  search: string,
  trigramCount: () => Promise<CappedTotal>,
): Promise<CappedTotal> {
  if (await isCommonSearch(db, walk, search)) {
    const sample = await searchTextSample(db, walk, SEARCH_COUNT_WALK_ROWS);
    if (surelyMoreThan(sample, search, SEARCH_COUNT_CAP)) return moreThan(SEARCH_COUNT_CAP);
    const matches = await walkCount(db, walk, search, SEARCH_COUNT_WALK_ROWS, SEARCH_COUNT_CAP + 1);
    if (matches > SEARCH_COUNT_CAP) return moreThan(SEARCH_COUNT_CAP);
  }
  return trigramCount();
}
