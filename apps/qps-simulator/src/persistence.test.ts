import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPlanDesign, buildTestSimulator, push } from "./test-factories";

let directory: string;
let dataFile: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), "qps-simulator-"));
  dataFile = join(directory, "nested", "qps-cases.json");
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("the data file", () => {
  it("keeps cases, replays and class codes across a restart", async () => {
    const first = await buildTestSimulator({ dataFile });
    const answer = (await push(first.app, buildPlanDesign(), "key-1")).json();
    await first.app.close();

    const second = await buildTestSimulator({ dataFile });
    const stored = (await second.app.inject({ url: "/cases/CASE-1" })).json();
    const replay = (await push(second.app, buildPlanDesign(), "key-1")).json();
    const hourly = buildPlanDesign().classes[1];
    const next = (await push(second.app, buildPlanDesign({ classes: hourly ? [hourly] : [] }), "key-2")).json();
    await second.app.close();

    expect(stored.updates).toHaveLength(1);
    expect(replay).toEqual({ ...answer, replayed: true });
    expect(next.updateId).toBe("U-CASE-1-2");
    expect(next.employeeClassClasses[0].qpsClasses[0].classId).toBe("C02");
  });

  it("writes whole files only: valid JSON with every update, and no temporary file left", async () => {
    const simulator = await buildTestSimulator({ dataFile });
    await Promise.all(
      ["a", "b", "c", "d", "e"].map((key) => push(simulator.app, buildPlanDesign({ caseId: `CASE-${key}` }), key)),
    );
    await simulator.app.close();

    const content = JSON.parse(await readFile(dataFile, "utf8"));
    expect(content.cases).toHaveLength(5);
    expect(await readdir(join(directory, "nested"))).toEqual(["qps-cases.json"]);
  });

  it("sets a corrupt file aside and starts with no cases", async () => {
    const first = await buildTestSimulator({ dataFile });
    await first.app.close();
    await writeFile(dataFile, '{"version":1,"cases":[{"caseId":', "utf8");

    const simulator = await buildTestSimulator({ dataFile });
    expect((await simulator.app.inject({ url: "/cases/CASE-1" })).statusCode).toBe(404);
    await push(simulator.app, buildPlanDesign(), "key-1");
    await simulator.app.close();

    const files = await readdir(join(directory, "nested"));
    const aside = files.filter((file) => file.startsWith("qps-cases.json.corrupt-"));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(directory, "nested", aside[0] ?? ""), "utf8")).toBe('{"version":1,"cases":[{"caseId":');
    expect(JSON.parse(await readFile(dataFile, "utf8")).cases).toHaveLength(1);
  });
});
