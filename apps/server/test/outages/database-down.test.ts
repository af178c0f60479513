/**
 * The database goes away and comes back (issue 12): while it is down every route that needs it answers 503 with
 * Retry-After and the maintenance body the web app redirects on, never 500; once it is back the app answers again
 * by itself, with no restart. The app runs on a Postgres server of its own, which the test stops and starts.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { createDb, type DbHandle } from "../../src/db/client";
import { type EmbeddedDatabaseServer, findFreePort, startEmbeddedPostgres } from "../../src/db/embedded-postgres";
import { runMigrations } from "../../src/db/migrate";
import { waitFor } from "../../src/modules/uploads/upload-test-app";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../src/plugins/error-handler";
import { createSessionFor } from "../sessions";
import { TEST_PLUGIN_TIMEOUT_MS } from "../test-app";

let dataDir: string;
let port: number;
let server: EmbeddedDatabaseServer | null = null;
let handle: DbHandle;
let app: FastifyInstance;
let cookie: string;

const startDatabase = async () => {
  server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), persistent: true, port });
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "onboard-db-down-"));
  port = await findFreePort();
  await startDatabase();
  await server?.createDatabase("app");
  handle = createDb(server?.urlFor("app") ?? "", { max: 4 });
  await runMigrations(handle.db);
  cookie = (await createSessionFor(handle.db, { role: "SLF_ADMIN" })).cookie;
  const config = loadConfig({ APP_ENV: "local", LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent" });
  app = await buildApp({ config, db: handle.db, logger: false, pluginTimeoutMs: TEST_PLUGIN_TIMEOUT_MS });
  await app.ready();
});

afterAll(async () => {
  if (!server) await startDatabase().catch(() => undefined);
  await app?.close();
  await handle?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const listClients = () => app.inject({ method: "GET", url: "/api/clients", headers: { cookie } });

describe("the database stops, then comes back", () => {
  it("answers 503 MAINTENANCE with Retry-After while it is down, and recovers by itself when it returns", async () => {
    expect((await listClients()).statusCode).toBe(200);

    await server?.stop();
    server = null;
    const requests = [
      listClients(),
      app.inject({ method: "GET", url: "/api/users/authenticated", headers: { cookie } }),
    ];
    for (const answer of await Promise.all(requests)) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({ message: ERROR_MESSAGES.maintenance, code: "MAINTENANCE" });
    }
    // What needs no database still answers: the configuration, and a refusal that needs no session lookup.
    expect((await app.inject({ method: "GET", url: "/api/configuration" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/clients" })).statusCode).toBe(401);

    await startDatabase();
    const back = Date.now();
    await waitFor("the app to answer again", async () => (await listClients()).statusCode === 200, 30_000);
    const recoveredMs = Date.now() - back;
    console.info(`recovered ${recoveredMs} ms after the database was back`);
  });
});
