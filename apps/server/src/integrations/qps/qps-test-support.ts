/**
 * Test support for the QPS integration: a plan design to push, a real simulator listening on a free port (its "crash"
 * destroys the socket instead of exiting the test's process) whose plan-design requests are counted, and waiting on a
 * condition instead of sleeping.
 */
import type { AddressInfo } from "node:net";
import type { QpsPlanDesign } from "@onboard/domain/qps/qps-wire";
import { buildQpsSimulator } from "@onboard/qps-simulator/simulator";

export function buildQpsPlanDesign(caseId: string, overrides: Partial<QpsPlanDesign> = {}): QpsPlanDesign {
  return {
    caseId,
    clientName: "Acme Widgets",
    policies: [{ policyNumber: "P-100", effectiveDate: "2027-01-01", situsState: "MA", coverages: ["STD", "DENTAL"] }],
    plans: [
      { planKey: "plan-1", policyNumber: "P-100", benefitType: "STD", name: "STD core", maximumBenefitAmount: 1500 },
    ],
    classes: [
      {
        classKey: "class-1",
        name: "Full-time",
        employmentTypes: ["FULL_TIME"],
        minimumHoursPerWeek: 30,
        planKeys: ["plan-1"],
      },
    ],
    ...overrides,
  };
}

export type QpsBehaviourMode = "ok" | "warnings" | "errors" | "timeout" | "unavailable" | "crash";

/** Queues a behaviour for the next push(es) through the simulator's control API. */
export async function queueQpsBehaviour(
  url: string,
  behaviour: { mode: QpsBehaviourMode; caseId?: string | null; times?: number; delayMs?: number },
): Promise<void> {
  const answer = await fetch(`${url}/control/behaviours`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(behaviour),
  });
  if (answer.status !== 201) throw new Error(`the simulator refused the behaviour: ${await answer.text()}`);
}

export interface TestQpsSimulator {
  url: string;
  /** How many plan-design pushes reached it (attempts, not updates). */
  pushRequests(): number;
  close(): Promise<void>;
}

export async function startTestQpsSimulator(): Promise<TestQpsSimulator> {
  const app = await buildQpsSimulator({ dataFile: null, delayMs: 0, crash: (request) => request.raw.socket.destroy() });
  let pushes = 0;
  app.addHook("onRequest", async (request) => {
    if (request.method === "PUT" && request.url.endsWith("/plan-design")) pushes += 1;
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, pushRequests: () => pushes, close: () => app.close() };
}

/** Polls `condition` until it holds; fails with `description` after `timeoutMs`. */
export async function waitFor(description: string, condition: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
