import type { AddressInfo } from "node:net";
import { QPS_IDEMPOTENCY_HEADER } from "@onboard/domain/qps/qps-wire";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPlanDesign, buildTestSimulator, queueBehaviour, type TestSimulator } from "./test-factories";

// Through a real port: a request that is never answered, or a socket that dies, only shows over a real connection.
let simulator: TestSimulator;
let baseUrl: string;
beforeEach(async () => {
  simulator = await buildTestSimulator();
  await simulator.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(simulator.app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await simulator.app.close();
});

function pushOverHttp(signal?: AbortSignal) {
  return fetch(`${baseUrl}/cases/CASE-1/plan-design`, {
    method: "PUT",
    headers: { "content-type": "application/json", [QPS_IDEMPOTENCY_HEADER]: "key-1" },
    body: JSON.stringify(buildPlanDesign()),
    ...(signal ? { signal } : {}),
  });
}

async function caseStatus(): Promise<number> {
  return (await fetch(`${baseUrl}/cases/CASE-1`)).status;
}

async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (;;) {
    if (await condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("over a real connection", () => {
  it("never answers under timeout and stores nothing; the client gives up", async () => {
    await queueBehaviour(simulator.app, { mode: "timeout" });

    await expect(pushOverHttp(AbortSignal.timeout(200))).rejects.toThrow(/abort|timeout/i);
    expect(await caseStatus()).toBe(404);
  });

  it("does not hold close() for a request it never answers", async () => {
    await queueBehaviour(simulator.app, { mode: "timeout" });
    const pending = pushOverHttp();
    await waitFor(
      async () => (await simulator.app.inject({ url: "/control/behaviours" })).json().behaviours.length === 0,
    );

    await simulator.app.close();
    await expect(pending).rejects.toThrow();
  });

  it("hangs up under crash and stores nothing", async () => {
    await queueBehaviour(simulator.app, { mode: "crash" });

    await expect(pushOverHttp()).rejects.toThrow();
    expect(simulator.crashes()).toBe(1);
    expect(await caseStatus()).toBe(404);
  });

  it("stores the update before the delay, so a client that gave up finds it", async () => {
    await queueBehaviour(simulator.app, { mode: "ok", delayMs: 60_000 });
    const controller = new AbortController();
    const pending = pushOverHttp(controller.signal);

    await waitFor(async () => (await caseStatus()) === 200);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
