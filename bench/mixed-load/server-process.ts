/**
 * The server of the mixed-load benchmark, in a process of its own so that the load generator does not share its
 * event loop: the whole app on a throw-away embedded Postgres with the demo seed, listening on a free port. Prints
 * one JSON line `{ origin, databaseUrl }` when ready; stops (app, pool, Postgres, files) on SIGTERM or when its parent
 * closes stdin.
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

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-mixed-load-"));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), persistent: false });
  await pg.createDatabase("bench");
  const databaseUrl = pg.urlFor("bench");
  const handle = createDb(databaseUrl, { max: 20 });
  await runMigrations(handle.db);
  // The app's own storage is DATA_DIR/files (no STORAGE_URL): the seed writes its files there too.
  const storage = new LocalDiskStorage(path.join(dataDir, "files"));
  await seedDemoData(handle.db, { today: new Date(), storage, demoPassword: "Onboard-Demo-2026!" });
  // The rate limits are lifted so that they never shape a figure; errors are logged to stderr.
  const config = loadConfig({
    APP_ENV: "local",
    LOG_LEVEL: "error",
    RATE_LIMIT_MAX: "100000000",
    EXPLORER_READ_RATE_LIMIT_MAX: "100000000",
    EXPLORER_PORT: "0",
    DATA_DIR: dataDir,
    // The e-sign bench signs webhook deliveries itself; otherwise a secret is made in DATA_DIR.
    ...(process.env.ESIGN_WEBHOOK_SECRET ? { ESIGN_WEBHOOK_SECRET: process.env.ESIGN_WEBHOOK_SECRET } : {}),
  });
  const app = await buildApp({ config, db: handle.db, logger: { stream: process.stderr } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  process.stdout.write(`${JSON.stringify({ origin, databaseUrl })}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await handle.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.stdin.on("end", stop);
  process.stdin.resume();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
