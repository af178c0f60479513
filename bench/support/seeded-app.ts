/**
 * The whole app on a throw-away embedded Postgres with the demo seed (explorer pages included), listening on a
 * free port: the server the explorer benchmarks measure. Optionally serves a given web build.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "@onboard/server/src/app";
import { loadConfig } from "@onboard/server/src/config";
import { createDb } from "@onboard/server/src/db/client";
import { startEmbeddedPostgres } from "@onboard/server/src/db/embedded-postgres";
import { runMigrations } from "@onboard/server/src/db/migrate";
import { seedDemoData } from "@onboard/server/src/db/seed/seed-demo-data";
import { LocalDiskStorage } from "@onboard/server/src/integrations/storage/local-disk-storage";
import type { FastifyInstance } from "fastify";

/** The seeded live page the explorer benchmarks open (by its vanity slug). */
export const SEEDED_EXPLORER_PAGE = "harborview-medical";
/** The seeded large live site (twenty plans across eleven benefit types), by its vanity slug. */
export const SEEDED_LARGE_EXPLORER_PAGE = "summit-regional-health";

export interface SeededApp {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  close: () => Promise<void>;
}

export async function startSeededApp(
  options: {
    webDistDir?: string;
    /** Settings over the benchmarks' own (e.g. the rate limits as in production, for a bench about them). */
    env?: Record<string, string>;
  } = {},
): Promise<SeededApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-bench-"));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), persistent: false });
  await pg.createDatabase("bench");
  const handle = createDb(pg.urlFor("bench"));
  await runMigrations(handle.db);
  await seedDemoData(handle.db, {
    today: new Date(),
    storage: new LocalDiskStorage(path.join(dataDir, "files")),
    demoPassword: "Onboard-Demo-2026!",
  });
  // EXPLORER_PORT=0: no separate explorer host; the rate limits are lifted so that they never shape a figure.
  const config = loadConfig({
    APP_ENV: "local",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "100000000",
    EXPLORER_READ_RATE_LIMIT_MAX: "100000000",
    EXPLORER_PORT: "0",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir,
    ...options.env,
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    app,
    origin,
    close: async () => {
      await app.close();
      await handle.close();
      await pg.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
