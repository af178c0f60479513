/**
 * Test support for streamed uploads over real HTTP: the whole app listening on a free port, its files on a temporary
 * disk behind a SpyStorage, its log lines (JSON, at info) kept for assertions, the ids of the requests it answered
 * (even to a client that is gone), and a signed-in staff caller.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createSessionFor } from "../../../test/sessions";
import { csrfHeaders } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { SpyStorage } from "./spy-storage";

export const HOLD_UNTIL_ABORTED = "x-test-hold-until-aborted";

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

export interface UploadTestApp {
  app: FastifyInstance;
  origin: string;
  database: TestDatabase;
  storage: SpyStorage;
  logs: LogLine[];
  /** The request ids the app has sent its answer for (through the onSend hooks, so after any error was logged). */
  answered: Set<string>;
  /** Every file under DATA_DIR/files/clients/{clientId} (a temporary file too). */
  filesOf(clientId: string): Promise<string[]>;
  /** Cookie and CSRF headers of a new carrier admin. */
  staffHeaders(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startUploadTestApp(env: Record<string, string> = {}): Promise<UploadTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-uploads-"));
  const database = await createTestDatabase();
  const config = loadConfig({
    APP_ENV: "local",
    LOG_LEVEL: "info",
    WEB_DIST_DIR: "/nonexistent",
    JOBS_POLLING_INTERVAL_SECONDS: "0.5",
    DATA_DIR: dataDir,
    ...env,
  });
  const filesDir = path.join(dataDir, "files");
  const storage = new SpyStorage(new LocalDiskStorage(filesDir));
  const logs: LogLine[] = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
  const app = await buildApp({ config, db: database.db, storage, logger: { stream } });
  const answered = new Set<string>();
  // A request with this header waits, before its handler, until its client is gone (its connection must stay
  // readable: a body larger than the socket's buffer would hide the close).
  app.addHook("preHandler", async (request) => {
    if (request.headers[HOLD_UNTIL_ABORTED]) await new Promise((resolve) => request.raw.once("close", resolve));
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    answered.add(request.id);
    return payload;
  });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    app,
    origin: address,
    database,
    storage,
    logs,
    answered,
    async filesOf(clientId) {
      const root = path.join(filesDir, "clients", clientId);
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    async staffHeaders() {
      const session = await createSessionFor(database.db, { role: "SLF_ADMIN" });
      const { cookie, ...token } = await csrfHeaders(app);
      return { cookie: `${session.cookie}; ${cookie}`, ...token };
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it holds (conditions, never fixed sleeps), or fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
