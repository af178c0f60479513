/**
 * The Postgres pool the socket.io adapter runs on: a small one of its own, from the app pool's connection settings.
 *
 * Why not the app's pool: the adapter keeps one client checked out for ever (its LISTEN connection), which would
 * take one of the app pool's few connections (4 in tests) from requests and pg-boss, and it gives that client back
 * still listening. Why a guard around it: the adapter puts no 'error' listener on its LISTEN client (a restart of
 * the database would then crash the process), never releases that client when the connection drops, and a
 * connection it asks for while the app closes would reconnect on a timer for ever. `listening` settles once the
 * LISTEN has run, so that a node that says it is ready hears the others.
 */
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/** How the adapter's connections show in pg_stat_activity. */
export const ADAPTER_APPLICATION_NAME = "onboard-realtime";
/** One connection listens; the other publishes, reads large payloads and runs the adapter's cleanup. */
const ADAPTER_POOL_MAX = 2;

export interface AdapterPool {
  /** What the adapter is given: only `connect` and `query` are called by @socket.io/postgres-adapter. */
  pool: pg.Pool;
  /** Resolves when the adapter's LISTEN connection has run its first LISTEN. */
  listening: Promise<void>;
  /** Stops handing out connections and ends the pool (after the adapter has released its client). */
  end(): Promise<void>;
}

/** A promise that never settles: the adapter's reconnect loop waits on it harmlessly once the pool is closing. */
const never = <T>() => new Promise<T>(() => {});

export function createAdapterPool(appPool: pg.Pool, log: FastifyBaseLogger): AdapterPool {
  const pool = new pg.Pool({ ...appPool.options, max: ADAPTER_POOL_MAX, application_name: ADAPTER_APPLICATION_NAME });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on("error", (err) => log.warn({ err }, "realtime: idle Postgres connection lost"));
  let isClosing = false;
  let markListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });

  const connect = async (): Promise<pg.PoolClient> => {
    if (isClosing) return never();
    const client = await pool
      .connect()
      .catch((err: unknown) => (isClosing ? never<pg.PoolClient>() : Promise.reject(err)));
    if (isClosing) {
      client.release(true);
      return never();
    }
    // The adapter reconnects on 'end' but never gives the dead client back: it would hold a pool slot for ever and
    // keep `pool.end()` waiting. Its own close removes this listener before it releases a live client.
    client.on("error", (err) => log.warn({ err }, "realtime: Postgres LISTEN connection lost"));
    client.once("end", () => client.release(true));
    // The adapter runs its LISTEN right after connecting; the client drains when it has run.
    client.once("drain", markListening);
    return client;
  };

  const guarded = { connect, query: pool.query.bind(pool) } as unknown as pg.Pool;
  return {
    pool: guarded,
    listening,
    end: async () => {
      isClosing = true;
      await pool.end();
    },
  };
}
