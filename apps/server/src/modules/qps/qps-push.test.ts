/**
 * The push of plan design to QPS through the app (issue 17), against a real QPS simulator over HTTP: what would be
 * pushed, a push to each QPS outcome, one push at a time per client, the latest job per client, and what a push
 * leaves on the client's policies, plans and classes.
 */
import type { ApiJob, PlanDesignInfo } from "@onboard/domain/qps/qps-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { employeeClasses, plans, policies } from "../../db/schema/index";
import { createHttpQpsClient } from "../../integrations/qps/index";
import { queueQpsBehaviour, startTestQpsSimulator, waitFor } from "../../integrations/qps/qps-test-support";
import { buildPushableClient, qpsCaller, type Send, waitForEnd } from "./qps-test-support";

let t: TestApp;
let staff: Send;
let simulatorUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  simulatorUrl = t.qpsSimulator?.url ?? "";
  staff = (await qpsCaller(t, "SLF_ADMIN")).send;
});
afterAll(async () => {
  await t.close();
});

const push = (clientId: string) => staff("POST", `/api/clients/${clientId}/qps/async-push`);

describe("GET .../qps/plan-design-info", () => {
  it("shows what a push would send, with nothing blocking it", async () => {
    const world = await buildPushableClient(t);
    const answer = await staff("GET", `/api/clients/${world.client.id}/qps/plan-design-info`);
    expect(answer.statusCode).toBe(200);
    const info = answer.json<PlanDesignInfo>();
    expect(info.problems).toEqual([]);
    expect(info.lastPushedAt).toBeNull();
    expect(info.planDesign.caseId).toBe(world.client.caseId);
    expect(info.planDesign.policies.map((p) => p.policyNumber)).toEqual(
      world.policies.map((p) => p.policyNumber).sort(),
    );
    expect(info.planDesign.classes.find((c) => c.name === "Part-time")?.planKeys).toEqual([world.plans[2]?.id]);
  });

  it("lists each problem that blocks a push on its field, and the push is 409 naming them", async () => {
    const client = await buildClient(t.database.db);
    const info = (await staff("GET", `/api/clients/${client.id}/qps/plan-design-info`)).json<PlanDesignInfo>();
    expect(info.problems.map((p) => p.message)).toEqual([
      "The client has no policy to push",
      "The client has no employee class",
    ]);
    const refused = await push(client.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "The plan design cannot be pushed until its problems are fixed",
      errors: [
        { path: "policy", message: "The client has no policy to push" },
        { path: "employeeClass", message: "The client has no employee class" },
      ],
    });
  });

  it("is 404 for a client that does not exist", async () => {
    const answer = await staff("GET", "/api/clients/00000000-0000-4000-8000-00000000dead/qps/plan-design-info");
    expect(answer.statusCode).toBe(404);
  });
});

describe("POST .../qps/async-push", () => {
  it("pushes in a job: 202 at once, then COMPLETED, with QPS's class codes and the policies' push time and event", async () => {
    const world = await buildPushableClient(t);
    const started = await push(world.client.id);
    expect(started.statusCode).toBe(202);
    const job = started.json<ApiJob>();
    expect(job).toMatchObject({ clientId: world.client.id, caseId: world.client.caseId, type: "QPS_PUSH" });
    expect(job.requestedBy?.id).toBeDefined();

    const ended = await waitForEnd(staff, world.client.id);
    expect(ended).toMatchObject({ id: job.id, status: "COMPLETED", progress: 100 });
    expect(ended.apiJobOutputs.map((o) => o.level)).toEqual(["INFO"]);

    const db = t.database.db;
    const pushed = await db.select().from(policies).where(eq(policies.clientId, world.client.id));
    for (const policy of pushed) {
      expect(policy.pushedToCompassAt).not.toBeNull();
      expect(policy.qpsEvents).toEqual([
        expect.objectContaining({
          type: "PLAN_DESIGN_PUSH",
          apiJobId: job.id,
          message: expect.stringContaining("Successfully pushed"),
        }),
      ]);
    }
    const [fullTime] = await db
      .select()
      .from(employeeClasses)
      .where(eq(employeeClasses.id, world.classes[0]?.id ?? ""));
    expect(fullTime?.qpsClasses).toEqual([{ classId: "C01", description: "Full-time" }]);
    const [dental] = await db
      .select()
      .from(plans)
      .where(eq(plans.id, world.plans[2]?.id ?? ""));
    expect(dental?.qpsClasses.map((c) => c.classId).sort()).toEqual(["C01", "C02"]);

    const info = (await staff("GET", `/api/clients/${world.client.id}/qps/plan-design-info`)).json<PlanDesignInfo>();
    expect(info.lastPushedAt).not.toBeNull();
    expect(info.pushes.map((p) => [p.id, p.status])).toEqual([[job.id, "COMPLETED"]]);
  });

  it("answers the running push, not a second one, while a push of the client runs", async () => {
    const world = await buildPushableClient(t);
    await queueQpsBehaviour(simulatorUrl, { mode: "ok", caseId: world.client.caseId, delayMs: 1500 });
    const first = await push(world.client.id);
    expect(first.statusCode).toBe(202);
    const again = await push(world.client.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<ApiJob>().id).toBe(first.json<ApiJob>().id);
    expect((await waitForEnd(staff, world.client.id)).status).toBe("COMPLETED");
  });

  it.each([
    ["warnings", "COMPLETED_WITH_WARNINGS", "WARNING"],
    ["errors", "COMPLETED_WITH_ERRORS", "ERROR"],
  ] as const)("ends %s from QPS as %s, with QPS's messages on their policies", async (mode, status, level) => {
    const world = await buildPushableClient(t);
    await queueQpsBehaviour(simulatorUrl, { mode, caseId: world.client.caseId });
    await push(world.client.id);
    const ended = await waitForEnd(staff, world.client.id);
    expect(ended.status).toBe(status);
    const flagged = ended.apiJobOutputs.filter((o) => o.level === level);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.some((o) => world.policies.some((p) => p.policyNumber === o.policyNumber))).toBe(true);
  });

  it("ends NOT_APPLICABLE, sending nothing, when QPS already holds exactly this plan design", async () => {
    const world = await buildPushableClient(t);
    await push(world.client.id);
    expect((await waitForEnd(staff, world.client.id)).status).toBe("COMPLETED");
    const again = await push(world.client.id);
    expect(again.statusCode).toBe(202);
    const ended = await waitForEnd(staff, world.client.id);
    expect(ended).toMatchObject({ id: again.json<ApiJob>().id, status: "NOT_APPLICABLE" });
    expect(ended.apiJobOutputs).toEqual([
      expect.objectContaining({
        level: "INFO",
        code: "ALREADY_IN_QPS",
        message: "QPS already holds this plan design: nothing was sent",
      }),
    ]);
    const qpsCase = (await (await fetch(`${simulatorUrl}/cases/${world.client.caseId}`)).json()) as {
      updates: unknown[];
    };
    expect(qpsCase.updates).toHaveLength(1);
  });

  it("carries a push across QPS being unavailable once (the client retries with the same key: one update)", async () => {
    const world = await buildPushableClient(t);
    await queueQpsBehaviour(simulatorUrl, { mode: "unavailable", caseId: world.client.caseId });
    await push(world.client.id);
    expect((await waitForEnd(staff, world.client.id)).status).toBe("COMPLETED");
    const qpsCase = (await (await fetch(`${simulatorUrl}/cases/${world.client.caseId}`)).json()) as {
      updates: unknown[];
    };
    expect(qpsCase.updates).toHaveLength(1);
  });
});

describe("a push QPS does not answer in time", () => {
  let slow: TestApp;
  let send: Send;
  let simulator: Awaited<ReturnType<typeof startTestQpsSimulator>>;

  beforeAll(async () => {
    simulator = await startTestQpsSimulator();
    const qps = createHttpQpsClient({ baseUrl: simulator.url, timeoutMs: 300, attempts: 2, backoffMs: 20 });
    slow = await buildTestApp({ qps });
    send = (await qpsCaller(slow, "SLF_OWNER")).send;
  });
  afterAll(async () => {
    await slow.close();
    await simulator.close();
  });

  it("ends TIMEOUT saying so; pushing again succeeds", async () => {
    const world = await buildPushableClient(slow);
    await queueQpsBehaviour(simulator.url, { mode: "timeout", caseId: world.client.caseId, times: 2 });
    await send("POST", `/api/clients/${world.client.id}/qps/async-push`);
    const timedOut = await waitForEnd(send, world.client.id);
    expect(timedOut.status).toBe("TIMEOUT");
    expect(timedOut.apiJobOutputs).toEqual([
      expect.objectContaining({
        level: "ERROR",
        code: "QPS_TIMEOUT",
        message: expect.stringContaining("did not answer in time"),
      }),
    ]);

    const again = await send("POST", `/api/clients/${world.client.id}/qps/async-push`);
    expect(again.statusCode).toBe(202);
    await waitFor(
      "the second push",
      async () => (await waitForEnd(send, world.client.id)).id === again.json<ApiJob>().id,
    );
    expect((await waitForEnd(send, world.client.id)).status).toBe("COMPLETED");
  });
});

describe("GET /api/api-jobs", () => {
  it("answers the latest push of each client asked for, and nothing for a client never pushed", async () => {
    const a = await buildPushableClient(t);
    const b = await buildPushableClient(t);
    const never = await buildClient(t.database.db);
    await push(a.client.id);
    await waitForEnd(staff, a.client.id);
    await push(a.client.id);
    const second = await waitForEnd(staff, a.client.id);
    await push(b.client.id);
    await waitForEnd(staff, b.client.id);
    const answer = await staff(
      "GET",
      `/api/api-jobs?clientIds[]=${a.client.id}&clientIds[]=${b.client.id}&clientIds[]=${never.id}`,
    );
    expect(answer.statusCode).toBe(200);
    const items = answer.json<{ items: ApiJob[] }>().items;
    expect(items.map((job) => job.clientId).sort()).toEqual([a.client.id, b.client.id].sort());
    expect(items.find((job) => job.clientId === a.client.id)?.id).toBe(second.id);
  });

  it("is 400 without a client id, or with one that is not an id", async () => {
    expect((await staff("GET", "/api/api-jobs")).statusCode).toBe(400);
    expect((await staff("GET", "/api/api-jobs?clientIds[]=nope")).statusCode).toBe(400);
  });
});
