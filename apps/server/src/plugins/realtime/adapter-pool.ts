/**
 * The Postgres pool the socket.io adapter runs on: a small one of its own, from the app pool's connection settings.
 *
 * Why not the app's pool: the adapter keeps one client checked out for ever (its LISTEN connection), which would
 * take one of the app pool's few connections (4 in tests) from requests and pg-boss, and it gives that client back
 * still listening. Why a guard around it: the adapter puts no 'error' listener on its LISTEN client (a restart of
 * the database would then crash the process), never releases that client when the connection drops, and a
 * connection it asks for while the app closes would reconnect on a timer for ever. Nor does its close release a
 * LISTEN client it is still setting up: it records the client only once every LISTEN has run, so an app closed in
 * that window (right after its start) kept the client, and `pool.end()` waited for it for ever (a test app's close
 * then failed after 60 s with "Plugin did not start in time"). So `end` destroys every client still checked out
 * first. `listening` settles once the first LISTEN has run, so that a node that says it is ready hears the others.
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
  /** Clients handed to the adapter and not yet given back. */
  const checkedOut = new Set<pg.PoolClient>();
  let markListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });

  /** Release becomes idempotent (pg throws on a second one) and forgets the client. */
  const trackRelease = (client: pg.PoolClient) => {
    checkedOut.add(client);
    const release = client.release.bind(client);
    client.release = (destroy?: boolean | Error) => {
      if (!checkedOut.delete(client)) return;
      release(destroy);
    };
  };

  const connect = async (): Promise<pg.PoolClient> => {
    if (isClosing) return never();
    const client = await pool
      .connect()
      .catch((err: unknown) => (isClosing ? never<pg.PoolClient>() : Promise.reject(err)));
    if (isClosing) {
      client.release(true);
      return never();
    }
    trackRelease(client);
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
      // The adapter's LISTEN client when its close came before it recorded it; its pending LISTEN then fails, and
      // the reconnection it schedules gets a connection that never comes (see `connect`).
      for (const client of [...checkedOut]) client.release(true);
      await pool.end();
    },
  };
}
