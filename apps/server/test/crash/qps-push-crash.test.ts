/**
 * kill -9 of the server in the middle of a push to QPS (issue 17 "exactly once"): QPS has received and stored the
 * update and is still answering when the server dies. After a start on the same database the push job is run again
 * (the heartbeat, as in job-resume.test.ts), sends the same idempotency key, gets QPS's first answer again, and ends
 * COMPLETED: QPS holds exactly one update for the push, and the portal one event.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ApiJob } from "@onboard/domain/qps/qps-api";
import { buildQpsSimulator } from "@onboard/qps-simulator/simulator";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../../src/db/embedded-postgres";
import { policies } from "../../src/db/schema/index";
import { queueQpsBehaviour, waitFor } from "../../src/integrations/qps/qps-test-support";
import { buildPushableClientIn } from "../../src/modules/qps/qps-test-support";
import { createSessionFor } from "../sessions";
import { createTestDatabase, type TestDatabase } from "../test-database";
import { type ServerProcess, startServerProcess } from "./server-process";

let dataDir: string;
let database: TestDatabase;
let simulator: FastifyInstance;
let simulatorUrl: string;
let server: ServerProcess | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "onboard-qps-crash-"));
  database = await createTestDatabase();
  simulator = await buildQpsSimulator({ dataFile: null, delayMs: 0 });
  simulatorUrl = await simulator.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await server?.kill();
  await simulator?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const port = await findFreePort();
  return startServerProcess({
    dataDir,
    port,
    env: { DATABASE_URL: database.connectionString, QPS_URL: simulatorUrl },
  });
}

/** A signed-in admin's cookie and CSRF header for calls over HTTP. */
async function staffHeaders(origin: string): Promise<Record<string, string>> {
  const session = await createSessionFor(database.db, { role: "SLF_ADMIN" });
  const answer = await fetch(`${origin}/api/csrf-token`, { headers: { cookie: session.cookie } });
  const csrfCookies = answer.headers.getSetCookie().map((line) => line.split(";")[0]);
  const { token } = (await answer.json()) as { token: string };
  return { cookie: [session.cookie, ...csrfCookies].join("; "), "x-csrf-token": token };
}

async function qpsUpdates(caseId: string): Promise<number> {
  const answer = await fetch(`${simulatorUrl}/cases/${caseId}`);
  if (answer.status === 404) return 0;
  return ((await answer.json()) as { updates: unknown[] }).updates.length;
}

describe("a push whose server was killed while QPS answered", () => {
  it("ends once after a restart, with exactly one update in QPS", { timeout: 240_000 }, async () => {
    const world = await buildPushableClientIn(database.db);
    // QPS stores the update at once and answers 8 s later: the kill lands in between.
    await queueQpsBehaviour(simulatorUrl, { mode: "ok", caseId: world.client.caseId, delayMs: 8_000 });
    server = await start();
    const headers = await staffHeaders(server.origin);
    const started = await fetch(`${server.origin}/api/clients/${world.client.id}/qps/async-push`, {
      method: "POST",
      headers,
    });
    expect(started.status).toBe(202);
    const job = (await started.json()) as ApiJob;
    await waitFor("QPS to store the update", async () => (await qpsUpdates(world.client.caseId)) === 1, 60_000);
    await server.kill();
    server = null;

    server = await start();
    const restartedHeaders = await staffHeaders(server.origin);
    let ended: ApiJob | undefined;
    await waitFor(
      "the push to end after the restart",
      async () => {
        const answer = await fetch(`${server?.origin}/api/api-jobs?clientIds[]=${world.client.id}`, {
          headers: restartedHeaders,
        });
        ended = ((await answer.json()) as { items: ApiJob[] }).items[0];
        return ended !== undefined && ended.status !== "IN_PROGRESS";
      },
      120_000,
    );
    expect(ended).toMatchObject({ id: job.id, status: "COMPLETED" });
    expect(await qpsUpdates(world.client.caseId)).toBe(1);
    const [policy] = await database.db
      .select()
      .from(policies)
      .where(eq(policies.id, world.policies[0]?.id ?? ""));
    expect(policy?.qpsEvents).toHaveLength(1);
  });
});
