/**
 * The real server process for the crash tests: `src/server.ts` (as `npm start` runs it) on a data directory of the
 * test's own, with its embedded PostgreSQL, until the test kills it. Output is kept for the failure message.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readPostmasterPid } from "../../src/db/leftover-postmaster";
import { waitFor } from "../../src/modules/uploads/upload-test-app";

const SERVER_DIR = fileURLToPath(new URL("../../", import.meta.url));

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  output(): string;
  /** kill -9: no shutdown hook runs, the embedded PostgreSQL is left behind. */
  kill(): Promise<void>;
}

export async function startServerProcess(options: {
  dataDir: string;
  port: number;
  /** More settings, over the ones here (e.g. DATABASE_URL, QPS_URL). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      APP_ENV: "local",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      WEB_DIST_DIR: "/nonexistent",
      EXPLORER_PORT: "0",
      SMTP_URL: "",
      DATABASE_URL: "",
      STORAGE_URL: "",
      JOBS_POLLING_INTERVAL_SECONDS: "0.5",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const origin = `http://127.0.0.1:${options.port}`;
  await waitFor(
    "the server to answer",
    async () => {
      if (exited) throw new Error(`the server exited:\n${output}`);
      return fetch(`${origin}/api/configuration`).then(
        (answer) => answer.ok,
        () => false,
      );
    },
    120_000,
  );
  return {
    origin,
    child,
    output: () => output,
    async kill() {
      if (exited) return;
      child.kill("SIGKILL");
      await once(child, "exit");
    },
  };
}

/** The connection string of the server's embedded database, from PostgreSQL's own pid file. */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const postmaster = await readPostmasterPid(path.join(dataDir, "postgres"));
  if (!postmaster) throw new Error(`no PostgreSQL runs on ${dataDir}`);
  return `postgres://postgres:postgres@127.0.0.1:${postmaster.port}/onboard`;
}
