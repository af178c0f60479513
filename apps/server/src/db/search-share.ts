/**
 * How common a search's words are, guessed the way the planner guesses it, without asking it (issue 21). For a
 * `LIKE '%words%'` the planner tests the pattern against the column's statistics: its most common values and the
 * bounds of its histogram, a sample of the other values (pg_stats, kept by ANALYZE). An `EXPLAIN` of the search took
 * 0.3-0.9 ms a request; the same statistics, read once a minute per table and tested here, cost nothing.
 */
import { sql } from "drizzle-orm";
import type { DbExecutor } from "./executor";

/** What a table's statistics say of its search_text column. */
export interface SearchTextStatistics {
  /** The table's rows (pg_class.reltuples; 0 before its first analysis). */
  rows: number;
  /** The most common values and the share of the rows each has. */
  mostCommon: readonly { value: string; share: number }[];
  /** The histogram's bounds: a sample of the values that are not among the most common. */
  histogram: readonly string[];
  /** The share of rows whose search_text is null. */
  nullShare: number;
}

/** Fewer histogram bounds than this say nothing of a pattern (the planner's own minimum, in histogram_selectivity). */
const MIN_HISTOGRAM_BOUNDS = 10;

/**
 * The share of the table's rows whose search_text holds the words, as the statistics suggest: the most common values
 * that hold them, and the share of the histogram's bounds that hold them over the rest. 0 when the table has no
 * statistics yet (it is then treated as rare: the trigram index answers).
 */
export function expectedShare(statistics: SearchTextStatistics, search: string): number {
  const words = search.toLowerCase();
  const known = sharesOf.get(statistics)?.get(words);
  if (known !== undefined) return known;
  const share = shareOf(statistics, words);
  let shares = sharesOf.get(statistics);
  if (!shares || shares.size >= REMEMBERED_SEARCHES) {
    shares = new Map();
    sharesOf.set(statistics, shares);
  }
  shares.set(words, share);
  return share;
}

/**
 * The shares found for the last searches, while the statistics they were found in are current: testing the words
 * against 1,000 values takes 0.05-0.1 ms, and a list's page and its count ask for the same words.
 */
const sharesOf = new WeakMap<SearchTextStatistics, Map<string, number>>();
const REMEMBERED_SEARCHES = 200;

function shareOf(statistics: SearchTextStatistics, words: string): number {
  let commonShare = 0;
  let matchingCommon = 0;
  for (const { value, share } of statistics.mostCommon) {
    commonShare += share;
    if (value.includes(words)) matchingCommon += share;
  }
  const { histogram } = statistics;
  if (histogram.length < MIN_HISTOGRAM_BOUNDS) return matchingCommon;
  const inHistogram = histogram.filter((value) => value.includes(words)).length / histogram.length;
  return matchingCommon + inHistogram * Math.max(0, 1 - statistics.nullShare - commonShare);
}

/** How long a table's statistics are reused before they are read again. */
const STATISTICS_MAX_AGE_MS = 60_000;
const cache = new WeakMap<DbExecutor, Map<string, { statistics: SearchTextStatistics; readAt: number }>>();

interface StatisticsRow extends Record<string, unknown> {
  rows: number | string;
  null_share: number | string | null;
  common_values: string[] | null;
  common_shares: (number | string)[] | null;
  histogram: string[] | null;
}

/** The statistics of `table`'s search_text, read at most once a minute for each database handle. */
export async function searchTextStatistics(db: DbExecutor, table: string): Promise<SearchTextStatistics> {
  let tables = cache.get(db);
  if (!tables) {
    tables = new Map();
    cache.set(db, tables);
  }
  const known = tables.get(table);
  if (known && Date.now() - known.readAt < STATISTICS_MAX_AGE_MS) return known.statistics;
  const result = await db.execute<StatisticsRow>(sql`
    select c.reltuples::float8 as rows, s.null_frac::float8 as null_share,
      s.most_common_vals::text::text[] as common_values, s.most_common_freqs::float8[] as common_shares,
      s.histogram_bounds::text::text[] as histogram
    from pg_class c
    left join pg_stats s on s.schemaname = c.relnamespace::regnamespace::text and s.tablename = c.relname
      and s.attname = 'search_text'
    where c.oid = ${table}::regclass`);
  const row = result.rows[0];
  const shares = row?.common_shares ?? [];
  const statistics: SearchTextStatistics = {
    rows: Math.max(0, Number(row?.rows ?? 0)),
    mostCommon: (row?.common_values ?? []).map((value, index) => ({ value, share: Number(shares[index] ?? 0) })),
    histogram: row?.histogram ?? [],
    nullShare: Number(row?.null_share ?? 0),
  };
  tables.set(table, { statistics, readAt: Date.now() });
  return statistics;
}
