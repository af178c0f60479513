/** Runs one table's set-based INSERT over row-number ranges, and reports its rows and seconds. */
import type pg from "pg";

export type ScaleConnection = pg.ClientBase;

export interface TableTiming {
  table: string;
  rows: number;
  seconds: number;
}

/**
 * Runs `statement` (which reads the range as $1 and $2) for 1..total in batches of `batchSize`, each committed on
 * its own: a long run shows progress and holds no huge transaction.
 */
export async function insertInBatches(
  connection: ScaleConnection,
  table: string,
  total: number,
  batchSize: number,
  statement: string,
): Promise<TableTiming> {
  const started = performance.now();
  let rows = 0;
  for (let low = 1; low <= total; low += batchSize) {
    const high = Math.min(total, low + batchSize - 1);
    const result = await connection.query(statement, [low, high]);
    rows += result.rowCount ?? 0;
  }
  return { table, rows, seconds: (performance.now() - started) / 1000 };
}

/** Times one statement (or a few) that is not an insert by ranges. */
export async function timed(table: string, run: () => Promise<number>): Promise<TableTiming> {
  const started = performance.now();
  const rows = await run();
  return { table, rows, seconds: (performance.now() - started) / 1000 };
}
