/** Builds the real app against a test file's own database, for integration tests through app.inject. */
import type { FastifyInstance } from "fastify";
import { type AppDependencies, buildApp } from "../src/app";
import { type AppConfig, loadConfig } from "../src/config";
import type { IssueTrackerStatus } from "../src/integrations/jira/issue-tracker-status";
import { createHttpQpsClient, type QpsClient } from "../src/integrations/qps/index";
import { startTestQpsSimulator, type TestQpsSimulator } from "../src/integrations/qps/qps-test-support";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** Fast retries and polling, so that a test sees a failed delivery retried within seconds. */
const TEST_ENV = {
  APP_ENV: "local",
  LOG_LEVEL: "silent",
  WEB_DIST_DIR: "/nonexistent",
  MAIL_RETRY_DELAY_SECONDS: "1",
  JOBS_POLLING_INTERVAL_SECONDS: "0.5",
  // Tests change pages in the database directly and read them back at once; page-answer-cache.test.ts turns it on.
  EXPLORER_PAGE_CACHE_SECONDS: "0",
};

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** The app's QPS simulator, unless the test gave its own QPS client. */
  qpsSimulator: TestQpsSimulator | null;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    issueTracker?: IssueTrackerStatus;
    database?: TestDatabase;
    /** QPS; by default a QPS simulator of the app's own (no delay), closed with it. */
    qps?: QpsClient;
    /** The live chat's rate limits, lowered (app.ts `chatRateLimits`). */
    chatRateLimits?: AppDependencies["chatRateLimits"];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  const simulator = options.qps ? null : await startTestQpsSimulator();
  const qps = options.qps ?? createHttpQpsClient({ baseUrl: simulator?.url ?? "", timeoutMs: 5_000, backoffMs: 50 });
  const app = await buildApp({
    config,
    db: database.db,
    issueTracker: options.issueTracker,
    logger: false,
    qps,
    chatRateLimits: options.chatRateLimits,
    pluginTimeoutMs: TEST_PLUGIN_TIMEOUT_MS,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    qpsSimulator: simulator,
    close: async () => {
      await app.close();
      await simulator?.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * How long a test app's plugins (and its close hooks) may take: well above Fastify's 10 s, for a loaded 2-core
 * machine (CI, or benchmarks beside the suite). Every hang of this length seen so far was a close waiting for the
 * realtime adapter's LISTEN client (fixed in realtime/adapter-pool.ts), reported by avvio as "Plugin did not start
 * in time".
 */
export const TEST_PLUGIN_TIMEOUT_MS = 60_000;

/** Fetches a CSRF token and returns the headers a mutation needs (cookie + x-csrf-token). */
export async function csrfHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({ method: "GET", url: "/api/csrf-token" });
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { cookie, "x-csrf-token": response.json<{ token: string }>().token };
}

export type RequestMethod = "GET" | "PUT" | "POST" | "PATCH" | "DELETE";

/** Sends requests as a signed-in user (`cookie`), with the CSRF header on mutations, through `app.inject`. */
export function sessionRequester(t: TestApp) {
  return async (
    cookie: string,
    method: RequestMethod,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const all: Record<string, string> = { ...headers, cookie };
    if (method !== "GET") {
      const csrf = await csrfHeaders(t.app);
      all.cookie = [cookie, csrf.cookie].filter(Boolean).join("; ");
      all["x-csrf-token"] = csrf["x-csrf-token"] ?? "";
    }
    return t.app.inject({ method, url, headers: all, ...(payload ? { payload } : {}) });
  };
}
