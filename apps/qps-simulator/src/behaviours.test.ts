import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPlanDesign, buildTestSimulator, push, queueBehaviour, type TestSimulator } from "./test-factories";

let simulator: TestSimulator;
beforeEach(async () => {
  simulator = await buildTestSimulator();
});
afterEach(async () => {
  await simulator.app.close();
});

async function updatesOf(caseId: string): Promise<number> {
  const response = await simulator.app.inject({ url: `/cases/${caseId}` });
  return response.statusCode === 404 ? 0 : response.json().updates.length;
}

describe("behaviours", () => {
  it("answers 503 and stores nothing while unavailable; the same key then goes through", async () => {
    await queueBehaviour(simulator.app, { mode: "unavailable" });

    const refused = await push(simulator.app, buildPlanDesign(), "key-1");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: "QPS is unavailable" });
    expect(await updatesOf("CASE-1")).toBe(0);

    const retried = await push(simulator.app, buildPlanDesign(), "key-1");
    expect(retried.json()).toMatchObject({ replayed: false, result: "COMPLETED" });
    expect(await updatesOf("CASE-1")).toBe(1);
  });

  it("gives a case's behaviour only to that case, before any global one", async () => {
    await queueBehaviour(simulator.app, { mode: "warnings" });
    await queueBehaviour(simulator.app, { mode: "unavailable", caseId: "CASE-2" });

    const other = await push(simulator.app, buildPlanDesign({ caseId: "CASE-3" }));
    const target = await push(simulator.app, buildPlanDesign({ caseId: "CASE-2" }));

    expect(other.json().result).toBe("COMPLETED_WITH_WARNINGS");
    expect(target.statusCode).toBe(503);
    expect((await simulator.app.inject({ url: "/control/behaviours" })).json()).toEqual({ behaviours: [] });
  });

  it("takes a behaviour `times` pushes, then answers ok", async () => {
    await queueBehaviour(simulator.app, { mode: "unavailable", caseId: "CASE-1", times: 2 });

    const statuses = [];
    for (const key of ["a", "b", "c"]) statuses.push((await push(simulator.app, buildPlanDesign(), key)).statusCode);

    expect(statuses).toEqual([503, 503, 200]);
  });

  it("does not take a behaviour for a replayed key", async () => {
    await push(simulator.app, buildPlanDesign(), "key-1");
    await queueBehaviour(simulator.app, { mode: "unavailable" });

    expect((await push(simulator.app, buildPlanDesign(), "key-1")).json().replayed).toBe(true);
    expect((await push(simulator.app, buildPlanDesign(), "key-2")).statusCode).toBe(503);
  });
});

describe("control API", () => {
  it("lists the queue with defaults, and clears it", async () => {
    const created = await queueBehaviour(simulator.app, { mode: "errors", caseId: "CASE-1", times: 3, delayMs: 5 });

    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      behaviours: [{ id: expect.any(String), mode: "errors", caseId: "CASE-1", remaining: 3, delayMs: 5 }],
    });
    await queueBehaviour(simulator.app, { mode: "ok" });
    const listed = (await simulator.app.inject({ url: "/control/behaviours" })).json();
    expect(listed.behaviours[1]).toMatchObject({ mode: "ok", caseId: null, remaining: 1, delayMs: null });

    const cleared = await simulator.app.inject({ method: "DELETE", url: "/control/behaviours" });
    expect(cleared.statusCode).toBe(204);
    expect((await simulator.app.inject({ url: "/control/behaviours" })).json()).toEqual({ behaviours: [] });
  });

  it.each([
    [{ mode: "explode" }, "mode"],
    [{ mode: "ok", times: 0 }, "times"],
    [{ mode: "ok", times: 1.5 }, "times"],
    [{ mode: "ok", delayMs: -1 }, "delayMs"],
    [{ mode: "ok", caseId: "" }, "caseId"],
  ])("refuses the behaviour %j, naming %s", async (body, field) => {
    const response = await queueBehaviour(simulator.app, body);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect((await simulator.app.inject({ url: "/control/behaviours" })).json()).toEqual({ behaviours: [] });
  });

  it("sets the default delay, and refuses a bad one", async () => {
    const set = await simulator.app.inject({ method: "PUT", url: "/control/delay", payload: { delayMs: 1 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ delayMs: 1 });

    const bad = await simulator.app.inject({ method: "PUT", url: "/control/delay", payload: { delayMs: "soon" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("delayMs");
  });
});
