/**
 * Two app nodes on one throw-away embedded Postgres (migrated, no seed), each on its own port, both calling one QPS
 * simulator in this process with no delay: the cluster the QPS benchmark measures. Stops everything, files included.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildQpsSimulator } from "@onboard/qps-simulator/simulator";
import { buildApp } from "@onboard/server/src/app";
import { loadConfig } from "@onboard/server/src/config";
import { createDb, type DbHandle } from "@onboard/server/src/db/client";
import { startEmbeddedPostgres } from "@onboard/server/src/db/embedded-postgres";
import { runMigrations } from "@onboard/server/src/db/migrate";
import { createHttpQpsClient } from "@onboard/server/src/integrations/qps/index";
import type { FastifyInstance } from "fastify";

export interface ClusterNode {
  name: string;
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
}

export interface Cluster {
  nodes: [ClusterNode, ClusterNode];
  /** The bench's own pool, for sessions, factories and reading `api_jobs`. */
  db: DbHandle["db"];
  jobsPollingIntervalSeconds: number;
  close(): Promise<void>;
}

/** `pollingIntervalSeconds`: JOBS_POLLING_INTERVAL_SECONDS for both nodes; undefined keeps the app's default. */
export async function startCluster(options: { pollingIntervalSeconds?: string } = {}): Promise<Cluster> {
  const cleanups: (() => Promise<unknown>)[] = [];
  // Every step runs even if one before it failed, so that no Postgres or port is left behind.
  const close = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, "the cluster did not close cleanly");
  };
  try {
    const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-bench-qps-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), persistent: false });
    cleanups.push(() => pg.stop());
    await pg.createDatabase("bench");
    const databaseUrl = pg.urlFor("bench");
    const own = createDb(databaseUrl, { max: 4 });
    cleanups.push(() => own.close());
    await runMigrations(own.db);

    const simulator = await buildQpsSimulator({ dataFile: null, delayMs: 0 });
    await simulator.listen({ port: 0, host: "127.0.0.1" });
    cleanups.push(() => simulator.close());
    const qpsUrl = `http://127.0.0.1:${(simulator.server.address() as { port: number }).port}`;

    // The rate limit is lifted so that it never shapes a figure; errors are logged to stderr.
    const config = loadConfig({
      APP_ENV: "local",
      LOG_LEVEL: "error",
      RATE_LIMIT_MAX: "100000000",
      EXPLORER_READ_RATE_LIMIT_MAX: "100000000",
      EXPLORER_PORT: "0",
      DATA_DIR: dataDir,
      ...(options.pollingIntervalSeconds ? { JOBS_POLLING_INTERVAL_SECONDS: options.pollingIntervalSeconds } : {}),
    });
    const nodes: ClusterNode[] = [];
    // One after the other: the first start installs pg-boss's schema.
    for (const name of ["A", "B"]) {
      const handle = createDb(databaseUrl);
      cleanups.push(() => handle.close());
      const qps = createHttpQpsClient({ baseUrl: qpsUrl });
      const app = await buildApp({ config, db: handle.db, logger: { stream: process.stderr }, qps });
      cleanups.push(() => app.close());
      await app.listen({ port: 0, host: "127.0.0.1" });
      nodes.push({ name, app, origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
    }
    return {
      nodes: nodes as [ClusterNode, ClusterNode],
      db: own.db,
      jobsPollingIntervalSeconds: config.jobsPollingIntervalSeconds,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
