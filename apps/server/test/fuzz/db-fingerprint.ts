/**
 * An exact fingerprint of the public schema, to prove that a refused call changed nothing: per table, the row count
 * and the sum of the rows' `xmin` (the id of the transaction that wrote each row version). An insert or a delete
 * changes the count; an update writes a new row version whose xmin is newer than every older one, so the sum grows.
 * One query reads every table. `sessions` is the exception: any signed-in request may slide its idle expiry (at most
 * once a minute), so that table is fingerprinted by its rows' content without the sliding columns.
 * Reading every table grows slow as the database grows; `nextTransactionId` is the cheap first check: every write
 * runs in a transaction that is given an id, so when the next id to be given has not moved, nothing was written.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";

export type Fingerprint = Map<string, string>;

/** Columns a refused request may legitimately write (the session's sliding idle expiry). */
const SLIDING_COLUMNS: Record<string, readonly string[]> = {
  sessions: ["last_seen_at", "idle_expires_at", "updated_at"],
};

async function publicTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return result.rows.map((row) => row.name);
}

function tableExpression(table: string): string {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  const sliding = SLIDING_COLUMNS[table];
  const state = sliding
    ? `coalesce(sum(hashtextextended((to_jsonb(t) - array[${sliding.map((c) => `'${c}'`).join(",")}])::text, 0)), 0)`
    : "coalesce(sum(xmin::text::bigint), 0)";
  return `select '${table}' as name, count(*)::text || ':' || ${state}::text as state from ${quoted} t`;
}

/** Reads the fingerprint of every table of the public schema (the table list is read once per reader). */
export function fingerprintReader(db: Database): () => Promise<Fingerprint> {
  let query: string | null = null;
  return async () => {
    query ??= (await publicTables(db)).map(tableExpression).join(" union all ");
    const result = await db.execute<{ name: string; state: string }>(sql.raw(query));
    return new Map(result.rows.map((row) => [row.name, row.state]));
  };
}

/** The id the next writing transaction will get (the current snapshot's xmax); reading it assigns none. */
export async function nextTransactionId(db: Database): Promise<string> {
  const result = await db.execute<{ next: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  return result.rows[0]?.next ?? "";
}

/** The tables whose fingerprint differs, e.g. ["audit_log 12:3456 → 13:3470"]. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changed: string[] = [];
  for (const [name, state] of after) {
    const old = before.get(name);
    if (old !== state) changed.push(`${name} ${old ?? "(new)"} → ${state}`);
  }
  return changed;
}

/**
 * Waits until no background job is due or running (pg-boss's `job` table), so that a job queued by an accepted call
 * (an upload's processing) cannot change the database during the next, refused, call.
 */
export async function waitForIdleJobs(db: Database, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute<{ busy: number }>(
      sql`select count(*)::int as busy from pgboss.job
          where state in ('created', 'retry', 'active') and start_after <= now() + interval '1 second'`,
    );
    if ((result.rows[0]?.busy ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error("background jobs still running after 20 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
