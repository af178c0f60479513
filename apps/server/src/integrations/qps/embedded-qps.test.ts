import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedQps, startEmbeddedQps } from "./embedded-qps";
import { createHttpQpsClient } from "./http-qps-client";
import { QpsUnavailableError } from "./qps-client";
import { buildQpsPlanDesign, queueQpsBehaviour, waitFor } from "./qps-test-support";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the embedded QPS simulator", () => {
  let directory: string;
  let qps: EmbeddedQps;
  const output: string[] = [];
  /** One attempt: a push the crash ends must fail here, not be carried over the restart by a retry. */
  const singleAttempt = () => createHttpQpsClient({ baseUrl: () => qps.url(), attempts: 1 });

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "onboard-qps-"));
    qps = await startEmbeddedQps({
      dataFile: path.join(directory, "cases.json"),
      delayMs: 0,
      log: (line) => output.push(line),
    });
  });
  afterAll(async () => {
    await qps?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it("runs the simulator as a child process on 127.0.0.1", async () => {
    expect(qps.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${qps.url()}/health`);
    expect(await health.json()).toEqual({ ok: true });
    expect(qps.pid()).not.toBe(process.pid);
  });

  it("restarts a crashed simulator on the same port, with the cases it held", async () => {
    const url = qps.url();
    const firstPid = qps.pid();
    await singleAttempt().pushPlanDesign(buildQpsPlanDesign("CASE-KEPT"), "key-kept");

    await queueQpsBehaviour(url, { mode: "crash", caseId: "CASE-CRASH" });
    await expect(singleAttempt().pushPlanDesign(buildQpsPlanDesign("CASE-CRASH"), "key-1")).rejects.toBeInstanceOf(
      QpsUnavailableError,
    );
    await waitFor("the restarted simulator", async () => {
      const pid = qps.pid();
      if (pid === null || pid === firstPid) return false;
      return fetch(`${url}/health`).then(
        (answer) => answer.ok,
        () => false,
      );
    });
    expect(firstPid !== null && isAlive(firstPid)).toBe(false);
    expect(qps.url()).toBe(url);
    expect(output.some((line) => line.includes("restarting it on port"))).toBe(true);

    const answer = await singleAttempt().pushPlanDesign(buildQpsPlanDesign("CASE-CRASH"), "key-1");
    expect(answer).toMatchObject({ caseId: "CASE-CRASH", replayed: false, result: "COMPLETED" });
    expect((await singleAttempt().getCase("CASE-KEPT"))?.updates).toHaveLength(1);
  });

  it("carries a push across a crash when the client retries long enough for the restart", async () => {
    await queueQpsBehaviour(qps.url(), { mode: "crash", caseId: "CASE-RETRIED" });
    const client = createHttpQpsClient({ baseUrl: () => qps.url(), attempts: 8, backoffMs: 100 });
    const answer = await client.pushPlanDesign(buildQpsPlanDesign("CASE-RETRIED"), "key-retried");
    expect(answer.result).toBe("COMPLETED");
    expect((await client.getCase("CASE-RETRIED"))?.updates).toHaveLength(1);
  });

  it("ends the child on stop() and does not restart it", async () => {
    const pid = qps.pid();
    expect(pid).not.toBeNull();
    await qps.stop();
    expect(isAlive(pid as number)).toBe(false);
    expect(qps.pid()).toBeNull();
    await expect(fetch(`${qps.url()}/health`)).rejects.toThrow();
  });
});

describe("starting the embedded QPS simulator", () => {
  it("fails with the simulator's own words when it cannot listen", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    const directory = await mkdtemp(path.join(tmpdir(), "onboard-qps-"));
    try {
      const start = startEmbeddedQps({ dataFile: path.join(directory, "cases.json"), port, log: () => {} });
      await expect(start).rejects.toThrow(/The QPS simulator did not start: it exited[\s\S]*EADDRINUSE/);
    } finally {
      taken.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
