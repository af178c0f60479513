/**
 * How common a search's words are among the rows a list shows, guessed from a sample of the table's search_text (issue
 * 21), without asking the planner. An `EXPLAIN` of the search took 0.3-0.9 ms a request, and the planner guesses from
 * the column's histogram: 101 values by default, in which a word in 2% of the rows shows 0 to 5 times by the luck of
 * the analysis ("garcia": twice one analysis, four times the next), so the way a search took changed with each
 * ANALYZE. A larger statistics target (1,000) steadied it but cost every query with a LIKE on search_text 0.2-0.35 ms
 * more planning (the planner tests the pattern against each value of the histogram). So the app keeps a sample of its
 * own: SEARCH_SAMPLE_ROWS rows, read once a minute per list, in which a 2% word shows about 40 times (±6). (TABLESAMPLE
 * SYSTEM samples whole pages: a word whose rows were written together, a client's users or a campaign's e-mails,
 * showed in a tenth of its share, or five times it.)
 */
import { getTableName, type SQL, sql } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import type { DbExecutor } from "./executor";

/** The rows a list shows, the search aside: a table, and which of its rows (all when `where` is undefined). */
export interface SampledRows {
  table: PgTable;
  where: SQL | undefined;
}

/** What the app knows of a list's rows for its searches. */
export interface SearchTextSample {
  /**
   * How many rows the list shows, estimated: the table's rows (pg_class.reltuples; 0 before its first analysis) times
   * the share of the sampled rows it shows.
   */
  rows: number;
  /** The search_text of the sampled rows the list shows (none when the table is small: see isCommonSearch). */
  values: readonly string[];
  /** How many of the table's rows were sampled: SEARCH_SAMPLE_ROWS, or all of them in a smaller table. */
  sampled: number;
  /** The table's rows: pg_class.reltuples, or the rows sampled when they are all of them. */
  tableRows: number;
}

/** A sample's rows. */
export const SEARCH_SAMPLE_ROWS = 2000;

/** How many of the sampled rows the list shows hold the words (search_text is in lower case). */
function sampledMatches(sample: SearchTextSample, search: string): number {
  const words = search.toLowerCase();
  let matches = matchesOf.get(sample);
  const known = matches?.get(words);
  if (known !== undefined) return known;
  const found = sample.values.filter((value) => value.includes(words)).length;
  if (!matches || matches.size >= REMEMBERED_SEARCHES) {
    matches = new Map();
    matchesOf.set(sample, matches);
  }
  matches.set(words, found);
  return found;
}

/** The share of the rows the list shows that hold the words, in the sample; 0 for an empty sample. */
export function expectedShare(sample: SearchTextSample, search: string): number {
  if (sample.values.length === 0) return 0;
  return sampledMatches(sample, search) / sample.values.length;
}

/**
 * How many standard deviations below the sampled matches a "more than" rests on. Sampled k times among n rows, a word
 * is in fewer than (k - 4√k) / n of the table's rows with a chance under 1 in 30,000 ("garcia", 40 of 2,000 users:
 * 0.73% or more, against 2.0% in fact).
 */
const SURE_DEVIATIONS = 4;

/**
 * Whether the sample makes it sure that more than `cap` of the rows the list shows hold the words: their fewest
 * (SURE_DEVIATIONS below the sampled matches) among the table's rows is more than twice `cap`. The count then needs no
 * query (the users' "garcia": 2,200 or more of 300,000, against a walk of 6,400 index entries, 1.8-2.6 ms, to count 101).
 * A word that is not that common, or a table not that large, is counted.
 */
export function surelyMoreThan(sample: SearchTextSample, search: string, cap: number): boolean {
  if (sample.sampled === 0 || sample.values.length === 0) return false;
  const matches = sampledMatches(sample, search);
  const fewest = Math.max(0, matches - SURE_DEVIATIONS * Math.sqrt(matches));
  return (fewest / sample.sampled) * sample.tableRows > 2 * cap;
}

/**
 * The matches found for the last searches, while their sample is current: testing the words against 2,000 values takes
 * about 0.1 ms, and a list's page and its count ask for the same words.
 */
const matchesOf = new WeakMap<SearchTextSample, Map<string, number>>();
const REMEMBERED_SEARCHES = 200;

/** How long a list's sample is used before it is read again (in the background: see searchTextSample). */
const SAMPLE_MAX_AGE_MS = 60_000;

interface CachedSample {
  sample: SearchTextSample;
  readAt: number;
  /** A read of a newer sample under way. */
  reading?: Promise<void>;
}

const cache = new WeakMap<DbExecutor, Map<string, CachedSample>>();
/** The lists a database handle keeps samples of, at most (each a few hundred kilobytes): the least recent go first. */
const SAMPLED_LISTS_MAX = 100;
const dialect = new PgDialect();

/** The sample's key: the table and the rows it shows, as SQL with its parameters. */
function keyOf({ table, where }: SampledRows): string {
  const filter = where ? dialect.sqlToQuery(where) : { sql: "", params: [] };
  return JSON.stringify([getTableName(table), filter.sql, filter.params]);
}

/**
 * How many rows the list shows and, when there are more than `sampledAbove` in the table, a sample of their
 * search_text. Read once for each database handle and list; past a minute, the sample in hand still answers while a
 * newer one is read in the background (the read takes 2-40 ms on a cold table of 2,000,000 e-mails: no request waits
 * for it but the first).
 */
export async function searchTextSample(
  db: DbExecutor,
  rows: SampledRows,
  sampledAbove: number,
): Promise<SearchTextSample> {
  let lists = cache.get(db);
  if (!lists) {
    lists = new Map();
    cache.set(db, lists);
  }
  const key = keyOf(rows);
  const known = lists.get(key);
  if (!known) {
    const sample = await readSample(db, rows, sampledAbove);
    lists.set(key, { sample, readAt: Date.now() });
    const oldest = lists.keys().next().value;
    if (lists.size > SAMPLED_LISTS_MAX && oldest !== undefined) lists.delete(oldest);
    return sample;
  }
  // The most recent last (a Map keeps the order keys were set in).
  lists.delete(key);
  lists.set(key, known);
  if (Date.now() - known.readAt >= SAMPLE_MAX_AGE_MS && !known.reading) {
    const entries = lists;
    known.reading = readSample(db, rows, sampledAbove)
      .then((sample) => {
        entries.set(key, { sample, readAt: Date.now() });
      })
      // A failed read keeps the sample in hand, and the next request tries again.
      .catch(() => {
        known.reading = undefined;
      });
  }
  return known.sample;
}

async function readSample(
  db: DbExecutor,
  { table, where }: SampledRows,
  sampledAbove: number,
): Promise<SearchTextSample> {
  const name = getTableName(table);
  const size = await db.execute<{ rows: number }>(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = ${name}::regclass`,
  );
  const tableRows = Number(size.rows[0]?.rows ?? 0);
  if (tableRows <= sampledAbove) return { rows: tableRows, values: [], sampled: 0, tableRows };
  // The rows with the first ids: the ids are random (v4 UUIDs), so these are rows drawn at random, wherever they lie
  // in the table and whenever they were written; the same ones each time, while they do not change. Those the list
  // does not show are counted, for the share it shows.
  const shown = where ? sql`case when ${where} then search_text end` : sql`search_text`;
  const sampled = await db.execute<{ value: string | null }>(
    sql`select ${shown} as value from ${table} order by id limit ${SEARCH_SAMPLE_ROWS}`,
  );
  const values = sampled.rows.flatMap((row) => (row.value === null ? [] : [row.value]));
  // Fewer rows than asked: that is the whole table (its reltuples is out of date).
  const allRows = sampled.rows.length < SEARCH_SAMPLE_ROWS ? sampled.rows.length : tableRows;
  const count = sampled.rows.length;
  return { rows: count === 0 ? 0 : (allRows * values.length) / count, values, sampled: count, tableRows: allRows };
}
