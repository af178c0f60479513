/**
 * A job running when its process is killed resumes after a restart within seconds, exactly once (issue 12): the
 * worker's heartbeat stops, the supervisor of the next process fails the silent job and pg-boss retries it. Before
 * the heartbeat, such a job stayed active for pg-boss's 15-minute expiry, and a new job with its singleton key
 * was refused meanwhile.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobRunner, JOB_HEARTBEAT_SECONDS, type JobRunner } from "../../src/jobs/job-runner";
import { waitFor } from "../../src/modules/uploads/upload-test-app";
import { createTestDatabase, type TestDatabase } from "../test-database";
import { crashTestJob } from "./crash-queue";

const WORKER = fileURLToPath(new URL("./hanging-worker.ts", import.meta.url));

let database: TestDatabase;
let worker: ChildProcess | null = null;
let runner: JobRunner | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  worker?.kill("SIGKILL");
  await runner?.stop();
  await database?.close();
});

/** Starts the worker process and resolves once its handler has the job (it says so on stdout). */
async function startHangingWorker(token: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", WORKER, database.connectionString, token], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitFor("the worker to start the job", () => output.includes(`started ${token}`), 60_000);
  return child;
}

async function jobRows(token: string) {
  const result = await database.db.execute<{ state: string; retry_count: number }>(
    sql`select state, retry_count from pgboss.job where name = ${crashTestJob.name} and data->>'token' = ${token}`,
  );
  return result.rows;
}

describe("a job whose process was killed", () => {
  it("is run again by the next process within seconds, exactly once", { timeout: 180_000 }, async () => {
    const token = `crash-${Date.now()}`;
    worker = await startHangingWorker(token);
    expect(await jobRows(token)).toEqual([{ state: "active", retry_count: 0 }]);
    worker.kill("SIGKILL");
    await once(worker, "exit");
    worker = null;
    const killedAt = Date.now();

    const runs: string[] = [];
    runner = createJobRunner({ db: database.db, pollingIntervalSeconds: 0.5, onError: () => undefined });
    runner.register(crashTestJob, async (payload) => {
      runs.push(payload.token);
    });
    await runner.start();
    // A start-up sweep that queues the same work again is refused while the job is pending, not doubled.
    expect(await runner.send(crashTestJob, { token }, { singletonKey: token })).toBeNull();

    await waitFor("the job to run again", async () => (await jobRows(token))[0]?.state === "completed", 60_000);
    const resumedSeconds = (Date.now() - killedAt) / 1000;
    console.info(`resumed ${resumedSeconds.toFixed(1)} s after the kill`);
    // The heartbeat (10 s) plus a supervise pass (5 s), with room for a busy machine.
    expect(resumedSeconds).toBeLessThan(JOB_HEARTBEAT_SECONDS * 3);
    expect(runs).toEqual([token]);
    expect(await jobRows(token)).toEqual([{ state: "completed", retry_count: 1 }]);
  });
});
