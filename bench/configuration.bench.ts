/**
 * Throughput of GET /api/configuration through the whole app (helmet, CSRF hook, rate limit, session hook,
 * zod serialisation) against a bare Fastify route returning the same JSON, measured in the same run.
 * Prints both requests/second and their ratio.
 * Usage: npm run bench:configuration -w @onboard/bench [-- --seconds 10 --connections 50]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "@onboard/server/src/app";
import { loadConfig } from "@onboard/server/src/config";
import { createDb } from "@onboard/server/src/db/client";
import { startEmbeddedPostgres } from "@onboard/server/src/db/embedded-postgres";
import { runMigrations } from "@onboard/server/src/db/migrate";
import { buildConfiguration } from "@onboard/server/src/modules/configuration/build-configuration";
import autocannon from "autocannon";
import Fastify from "fastify";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "50" } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

async function measure(url: string): Promise<{ rps: number; p99: number; errors: number; non2xx: number }> {
  // Warm up (JIT, connection pools) before the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-bench-pg-"));
  const pg = await startEmbeddedPostgres({ dataDir, persistent: false });
  await pg.createDatabase("bench");
  const handle = createDb(pg.urlFor("bench"));
  await runMigrations(handle.db);
  const config = loadConfig({
    APP_ENV: "local",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "100000000",
    EXPLORER_READ_RATE_LIMIT_MAX: "100000000",
  });

  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const bare = Fastify({ logger: false });
  const body = buildConfiguration(config);
  bare.get("/bare", async () => body);
  await bare.listen({ port: 0, host: "127.0.0.1" });

  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/configuration`;
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  try {
    const full = await measure(appUrl);
    const baseline = await measure(bareUrl);
    console.log(`duration ${duration}s per run, ${connections} connections, Node ${process.version}`);
    console.log(
      `GET /api/configuration (full app): ${full.rps.toFixed(0)} req/s, p99 ${full.p99} ms, non-2xx ${full.non2xx}`,
    );
    console.log(`GET /bare (bare Fastify):          ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(`ratio full/bare: ${(full.rps / baseline.rps).toFixed(3)}`);
  } finally {
    await app.close();
    await bare.close();
    await handle.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
