/**
 * How common a search's words are, guessed from a sample of the table's search_text (issue 21), without asking the
 * planner. An `EXPLAIN` of the search took 0.3-0.9 ms a request, and the planner guesses from the column's histogram:
 * 101 values by default, in which a word in 2% of the rows shows 0 to 5 times by the luck of the analysis ("garcia":
 * twice one analysis, four times the next), so the way a search took changed with each ANALYZE. A larger statistics
 * target (1,000) steadied it but cost every query with a LIKE on search_text 0.2-0.35 ms more planning (the planner
 * tests the pattern against each value of the histogram). So the app keeps a sample of its own: SEARCH_SAMPLE_ROWS
 * values, read once a minute per table, in which a 2% word shows about 40 times (±6). (TABLESAMPLE SYSTEM samples
 * whole pages: a word whose rows were written together, a client's users or a campaign's e-mails, showed in a tenth of
 * its share, or five times it.)
 */
import { sql } from "drizzle-orm";
import type { DbExecutor } from "./executor";

/** What the app knows of a table for its searches. */
export interface SearchTextSample {
  /** The table's rows (pg_class.reltuples; 0 before its first analysis). */
  rows: number;
  /** SEARCH_SAMPLE_ROWS of its search_text values (none when the table is small: see isCommonSearch). */
  values: readonly string[];
}

/** A sample's values. */
export const SEARCH_SAMPLE_ROWS = 2000;

/** The share of the sampled values that hold the words (search_text is in lower case); 0 for an empty sample. */
export function expectedShare(sample: SearchTextSample, search: string): number {
  if (sample.values.length === 0) return 0;
  const words = search.toLowerCase();
  let shares = sharesOf.get(sample);
  const known = shares?.get(words);
  if (known !== undefined) return known;
  const share = sample.values.filter((value) => value.includes(words)).length / sample.values.length;
  if (!shares || shares.size >= REMEMBERED_SEARCHES) {
    shares = new Map();
    sharesOf.set(sample, shares);
  }
  shares.set(words, share);
  return share;
}

/**
 * The shares found for the last searches, while their sample is current: testing the words against 2,000 values takes
 * about 0.1 ms, and a list's page and its count ask for the same words.
 */
const sharesOf = new WeakMap<SearchTextSample, Map<string, number>>();
const REMEMBERED_SEARCHES = 200;

/** How long a table's sample is used before it is read again (in the background: see searchTextSample). */
const SAMPLE_MAX_AGE_MS = 60_000;

interface CachedSample {
  sample: SearchTextSample;
  readAt: number;
  /** A read of a newer sample under way. */
  reading?: Promise<void>;
}

const cache = new WeakMap<DbExecutor, Map<string, CachedSample>>();

/**
 * The table's size and, when it has more than `sampledAbove` rows, a sample of its search_text. Read once for each
 * database handle and table; past a minute, the sample in hand still answers while a newer one is read in the
 * background (the read takes 2-40 ms on a cold table of 2,000,000 e-mails: no request waits for it but the first).
 */
export async function searchTextSample(db: DbExecutor, table: string, sampledAbove: number): Promise<SearchTextSample> {
  let tables = cache.get(db);
  if (!tables) {
    tables = new Map();
    cache.set(db, tables);
  }
  const known = tables.get(table);
  if (!known) {
    const sample = await readSample(db, table, sampledAbove);
    tables.set(table, { sample, readAt: Date.now() });
    return sample;
  }
  if (Date.now() - known.readAt >= SAMPLE_MAX_AGE_MS && !known.reading) {
    const entries = tables;
    known.reading = readSample(db, table, sampledAbove)
      .then((sample) => {
        entries.set(table, { sample, readAt: Date.now() });
      })
      // A failed read keeps the sample in hand, and the next request tries again.
      .catch(() => {
        known.reading = undefined;
      });
  }
  return known.sample;
}

async function readSample(db: DbExecutor, table: string, sampledAbove: number): Promise<SearchTextSample> {
  const size = await db.execute<{ rows: number }>(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = ${table}::regclass`,
  );
  const rows = Number(size.rows[0]?.rows ?? 0);
  if (rows <= sampledAbove) return { rows, values: [] };
  // The rows with the first ids: the ids are random (v4 UUIDs), so these are rows drawn at random, wherever they lie
  // in the table and whenever they were written; the same ones each time, while they do not change.
  const sampled = await db.execute<{ value: string }>(
    sql`select search_text as value from ${sql.identifier(table)} order by id limit ${SEARCH_SAMPLE_ROWS}`,
  );
  return { rows, values: sampled.rows.map((row) => row.value) };
}
