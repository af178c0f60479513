/** The one Postgres pool and Drizzle instance a process (or a test file) uses. */
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema/index";

/** The database, with the pool it runs on (`$client`) for the few calls that go to node-postgres itself. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DbHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDb(connectionString: string, options: { max?: number } = {}): DbHandle {
  // A database that does not answer fails a request in 10 s (503, plugins/error-handler.ts), not never.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
