import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpQpsClient } from "./http-qps-client";
import { QpsRejectedError, QpsTimeoutError, QpsUnavailableError } from "./qps-client";
import {
  buildQpsPlanDesign,
  queueQpsBehaviour,
  startTestQpsSimulator,
  type TestQpsSimulator,
} from "./qps-test-support";

describe("the HTTP QPS client against the simulator", () => {
  let simulator: TestQpsSimulator;
  let caseNumber = 0;
  /** Each test its own case, so that behaviours queued for it touch no other test's pushes. */
  const nextCaseId = () => `CASE-${++caseNumber}`;
  const client = (options: { timeoutMs?: number; attempts?: number } = {}) =>
    createHttpQpsClient({ baseUrl: () => simulator.url, backoffMs: 10, ...options });

  beforeAll(async () => {
    simulator = await startTestQpsSimulator();
  });
  afterAll(async () => {
    await simulator.close();
  });

  it("pushes a plan design and gets QPS's answer, with the class codes it assigned", async () => {
    const caseId = nextCaseId();
    const answer = await client().pushPlanDesign(buildQpsPlanDesign(caseId), "key-1");
    expect(answer).toMatchObject({ caseId, replayed: false, result: "COMPLETED" });
    expect(answer.planClasses.map((plan) => plan.planKey)).toEqual(["plan-1"]);
    const held = await client().getCase(caseId);
    expect(held?.planDesign.clientName).toBe("Acme Widgets");
    expect(held?.updates.map((update) => update.idempotencyKey)).toEqual(["key-1"]);
  });

  it("updates the case once for the same idempotency key: the second push is the first answer replayed", async () => {
    const caseId = nextCaseId();
    const first = await client().pushPlanDesign(buildQpsPlanDesign(caseId), "same-key");
    const second = await client().pushPlanDesign(buildQpsPlanDesign(caseId, { clientName: "Changed" }), "same-key");
    expect(second).toEqual({ ...first, replayed: true });
    const held = await client().getCase(caseId);
    expect(held?.updates).toHaveLength(1);
    expect(held?.planDesign.clientName).toBe("Acme Widgets");
  });

  it("answers null for a case QPS has never had", async () => {
    expect(await client().getCase("NEVER-PUSHED")).toBeNull();
  });

  it("retries a push QPS answered 503 and updates the case exactly once", async () => {
    const caseId = nextCaseId();
    await queueQpsBehaviour(simulator.url, { mode: "unavailable", caseId });
    const before = simulator.pushRequests();
    const answer = await client().pushPlanDesign(buildQpsPlanDesign(caseId), "key-503");
    expect(answer.result).toBe("COMPLETED");
    expect(simulator.pushRequests() - before).toBe(2);
    expect((await client().getCase(caseId))?.updates).toHaveLength(1);
  });

  it("gives up with QpsUnavailableError when QPS stays unavailable through every attempt", async () => {
    const caseId = nextCaseId();
    await queueQpsBehaviour(simulator.url, { mode: "unavailable", caseId, times: 3 });
    const before = simulator.pushRequests();
    const push = client({ attempts: 3 }).pushPlanDesign(buildQpsPlanDesign(caseId), "key-down");
    await expect(push).rejects.toBeInstanceOf(QpsUnavailableError);
    await expect(push).rejects.toMatchObject({ status: 503, attempts: 3, message: expect.stringMatching(/HTTP 503/) });
    expect(simulator.pushRequests() - before).toBe(3);
  });

  it("times out when QPS never answers, and a later push succeeds", async () => {
    const caseId = nextCaseId();
    await queueQpsBehaviour(simulator.url, { mode: "timeout", caseId, times: 2 });
    const before = simulator.pushRequests();
    const push = client({ timeoutMs: 300, attempts: 2 }).pushPlanDesign(buildQpsPlanDesign(caseId), "key-slow");
    await expect(push).rejects.toBeInstanceOf(QpsTimeoutError);
    await expect(push).rejects.toMatchObject({ attempts: 2, timeoutMs: 300 });
    expect(simulator.pushRequests() - before).toBe(2);

    const retry = await client({ timeoutMs: 300, attempts: 2 }).pushPlanDesign(buildQpsPlanDesign(caseId), "key-2");
    expect(retry.result).toBe("COMPLETED");
    expect((await client().getCase(caseId))?.updates.map((update) => update.idempotencyKey)).toEqual(["key-2"]);
  });

  it("retries a push whose connection QPS dropped mid-request, and updates the case once", async () => {
    const caseId = nextCaseId();
    await queueQpsBehaviour(simulator.url, { mode: "crash", caseId });
    const before = simulator.pushRequests();
    const answer = await client().pushPlanDesign(buildQpsPlanDesign(caseId), "key-crash");
    expect(answer.result).toBe("COMPLETED");
    expect(simulator.pushRequests() - before).toBe(2);
    expect((await client().getCase(caseId))?.updates).toHaveLength(1);
  });

  it("does not retry a push QPS refused (400), and carries QPS's message", async () => {
    const caseId = nextCaseId();
    const before = simulator.pushRequests();
    // The client takes the path from the design's caseId, so it cannot send a mismatch: a design with no policy it can.
    const refused = client().pushPlanDesign(buildQpsPlanDesign(caseId, { policies: [] }), "key-400");
    await expect(refused).rejects.toBeInstanceOf(QpsRejectedError);
    await expect(refused).rejects.toMatchObject({ status: 400, qpsMessage: expect.stringMatching(/policies/) });
    expect(simulator.pushRequests() - before).toBe(1);
    expect(await client().getCase(caseId)).toBeNull();
  });

  it("passes the warnings and errors QPS found on to the caller", async () => {
    const caseId = nextCaseId();
    await queueQpsBehaviour(simulator.url, { mode: "warnings", caseId });
    const answer = await client().pushPlanDesign(buildQpsPlanDesign(caseId), "key-warn");
    expect(answer.result).toBe("COMPLETED_WITH_WARNINGS");
    expect(answer.messages.some((message) => message.level === "WARNING")).toBe(true);
  });
});
