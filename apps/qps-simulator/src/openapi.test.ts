import { afterEach, beforeEach, expect, it } from "vitest";
import { buildTestSimulator, type TestSimulator } from "./test-factories";

let simulator: TestSimulator;
beforeEach(async () => {
  simulator = await buildTestSimulator();
  await simulator.app.ready();
});
afterEach(async () => {
  await simulator.app.close();
});

/** "METHOD /path" for every route Fastify has, read from its route tree (HEAD is Fastify's own, for each GET). */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (parents[depth - 1] ?? "") + match[2];
    parents[depth] = path;
    for (const method of (match[3] ?? "").split(", ").filter((m) => m && m !== "HEAD")) {
      routes.push(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
    }
  }
  return routes.sort();
}

it("documents every route, in OpenAPI 3.1", async () => {
  const response = await simulator.app.inject({ url: "/openapi.json" });
  const document = response.json() as { openapi: string; paths: Record<string, Record<string, { summary: string }>> };
  const documented = Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

  expect(document.openapi).toBe("3.1.0");
  expect(documented).toEqual(registeredRoutes(simulator.app.printRoutes({ commonPrefix: false })));
  expect(documented).toHaveLength(8);
});

it("describes the plan design body from the wire schema", async () => {
  const document = (await simulator.app.inject({ url: "/openapi.json" })).json();
  const body = document.paths["/cases/{caseId}/plan-design"].put.requestBody.content["application/json"].schema;

  expect(body.required).toEqual(expect.arrayContaining(["caseId", "clientName", "policies", "plans", "classes"]));
});
