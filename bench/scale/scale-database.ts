/**
 * The scale benchmark's own database: a new database on the server SCALE_DATABASE_URL names (dropped afterwards),
 * or on a throw-away embedded Postgres; migrated and seeded with the demo data.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, type DbHandle } from "@onboard/server/src/db/client";
import { startEmbeddedPostgres } from "@onboard/server/src/db/embedded-postgres";
import { runMigrations } from "@onboard/server/src/db/migrate";
import { seedDemoData } from "@onboard/server/src/db/seed/seed-demo-data";
import { LocalDiskStorage } from "@onboard/server/src/integrations/storage/local-disk-storage";

export interface ScaleDatabase {
  handle: DbHandle;
  /** Where the demo seed's files live (the app's DATA_DIR). */
  dataDir: string;
  describe: string;
  close(): Promise<void>;
}

async function ownDatabaseOn(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `onboard_scale_${randomBytes(4).toString("hex")}`;
  const admin = createDb(serverUrl, { max: 1 });
  await admin.pool.query(`create database "${name}"`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = createDb(serverUrl, { max: 1 });
      await again.pool.query(`drop database if exists "${name}" with (force)`);
      await again.close();
    },
  };
}

export async function openScaleDatabase(serverUrl: string | undefined): Promise<ScaleDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-bench-scale-"));
  let url: string;
  let stopServer: () => Promise<void>;
  let describe: string;
  if (serverUrl) {
    const own = await ownDatabaseOn(serverUrl);
    url = own.url;
    stopServer = own.drop;
    describe = `database ${new URL(url).pathname.slice(1)} on SCALE_DATABASE_URL's server`;
  } else {
    const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), persistent: false });
    await server.createDatabase("scale");
    url = server.urlFor("scale");
    stopServer = () => server.stop();
    describe = "embedded PostgreSQL (default settings)";
  }
  const handle = createDb(url, { max: 10 });
  await runMigrations(handle.db);
  await seedDemoData(handle.db, {
    today: new Date(),
    storage: new LocalDiskStorage(path.join(dataDir, "files")),
    demoPassword: "Onboard-Demo-2026!",
  });
  return {
    handle,
    dataDir,
    describe,
    close: async () => {
      await handle.close();
      await stopServer();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
