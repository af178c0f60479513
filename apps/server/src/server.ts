/**
 * Process entry: reads the configuration, starts the embedded Postgres server when DATABASE_URL is unset,
 * migrates, seeds the demo data, and serves the app (and the explorer host, on its own port) until stopped.
 */
// First: on an unsupported Node, nothing else is loaded (startup/check-runtime.ts).
import "./startup/check-runtime";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createDb } from "./db/client";
import { type EmbeddedDatabaseServer, startEmbeddedPostgres } from "./db/embedded-postgres";
import { runMigrations } from "./db/migrate";
import { DEMO_LOGINS } from "./db/seed/demo-logins";
import { seedDemoData } from "./db/seed/seed-demo-data";
import { loadSealingCertificate, sealingCertificateSource } from "./integrations/e-sign/seal/sealing-certificate";
import { createHttpQpsClient, type EmbeddedQps, startEmbeddedQps } from "./integrations/qps/index";
import { createFileStorage } from "./integrations/storage/create-file-storage";
import { describeStartupFailure, type StartupContext } from "./startup/describe-startup-failure";

const ROOT_DIR = fileURLToPath(new URL("../../../", import.meta.url));

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** What a start-up failure message may name; filled in as the start proceeds. */
const startup: StartupContext = { port: Number(process.env.PORT) || 3000 };
/** The embedded PostgreSQL once started: stopped on the way out, even when the start fails after it. */
let embedded: EmbeddedDatabaseServer | null = null;
/** The embedded QPS simulator once started: stopped on the way out too. */
let embeddedQps: EmbeddedQps | null = null;

async function main(): Promise<void> {
  const config = loadConfig();
  Object.assign(startup, { port: config.port, explorerPort: config.explorerPort, databaseUrl: config.databaseUrl });
  const dataDir = path.resolve(ROOT_DIR, config.dataDir);
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting the embedded PostgreSQL server (data in ${path.join(dataDir, "postgres")})...`);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, "postgres"),
      persistent: true,
      onNotice: (line) => console.log(line),
    });
    databaseUrl = embedded.urlFor("onboard");
    await ensureDatabase(databaseUrl);
  }

  const handle = createDb(databaseUrl);
  await runMigrations(handle.db);
  if (config.seedDemo) {
    const storage = createFileStorage({ storageUrl: config.storageUrl, diskRoot: path.join(dataDir, "files") });
    const result = await seedDemoData(handle.db, {
      today: new Date(),
      storage,
      demoPassword: config.demoPassword,
      sealingCertificate: () => loadSealingCertificate(sealingCertificateSource(config, ROOT_DIR)),
    });
    await storage.close();
    console.log(result.seeded ? "Demo data seeded." : "Demo data already present.");
  }

  // QPS: QPS_URL, else the simulator (apps/qps-simulator) as a supervised child process beside the app.
  let qps: EmbeddedQps | null = null;
  if (!config.qpsUrl) {
    qps = await startEmbeddedQps({
      dataFile: path.join(dataDir, "qps-simulator.json"),
      delayMs: config.qpsSimulatorDelayMs,
    });
    embeddedQps = qps;
    console.log(`QPS simulator (the embedded QPS) at ${qps.url()}`);
  }
  const app = await buildApp({
    config,
    db: handle.db,
    ...(qps && { qps: createHttpQpsClient({ baseUrl: qps.url, timeoutMs: config.qpsTimeoutMs }) }),
  });
  await app.listen({ port: config.port, host: config.host });
  let explorerServer: ReturnType<typeof createServer> | null = null;
  if (config.explorerPort) {
    // The explorer host: same app, reached on its own port; arriving on this port selects explorer mode.
    explorerServer = createServer((req, res) => app.routing(req, res));
    await new Promise<void>((resolve) => explorerServer?.listen(config.explorerPort ?? 0, config.host, resolve));
    // The live chat's socket on the explorer's origin (decision 030).
    await app.realtime.attach(explorerServer);
  }

  console.log(`\nOnboard is running at ${config.publicOrigin}`);
  if (config.explorerOrigin) console.log(`Benefits explorer host: ${config.explorerOrigin}`);
  if (config.seedDemo) {
    console.log(`\nDemo logins (password for all: ${config.demoPassword}; TOTP secret per user):`);
    for (const login of DEMO_LOGINS) {
      console.log(`  ${login.role.padEnd(10)} ${login.email.padEnd(48)} ${login.totpSecret ?? "-"}`);
      if (login.note) console.log(`  ${"".padEnd(10)} ${login.note}`);
    }
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    explorerServer?.close();
    await app.close();
    await handle.close();
    await embedded?.stop();
    await qps?.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch(async (error: unknown) => {
  console.error(describeStartupFailure(error, startup));
  // Never leave the embedded server running without us (the next start would find it holding the directory).
  await embedded?.stop().catch(() => undefined);
  await embeddedQps?.stop().catch(() => undefined);
  process.exit(1);
});
