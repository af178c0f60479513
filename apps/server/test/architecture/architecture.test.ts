/**
 * The server's structure, checked on its sources (issue 20): nothing imports upward, modules meet only through
 * their public surface, use cases take no HTTP types, and no import cycle exists (the Drizzle schema's table
 * relations excepted: drizzle's `relations()` make the table files import each other). Each rule is also run on the
 * real graph with one planted violation, to show that it catches one.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { httpImportsInUseCases, readPackageImports } from "./http-free-use-cases";
import { findCycles, type ImportGraph, readImportGraph } from "./import-graph";
import { layeringViolations, moduleGraph } from "./layer-rules";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");
const DOMAIN_SRC = path.resolve(SRC, "../../../packages/domain/src");
const graph = readImportGraph(SRC);

/** The one cycle allowed, by name: the Drizzle schema's tables, whose relations point at each other. */
const isDrizzleSchemaRelations = (cycle: string[]) => cycle.every((file) => file.startsWith("db/schema/"));
const cyclesOf = (g: ImportGraph) => findCycles(g).filter((cycle) => !isDrizzleSchemaRelations(cycle));

function planted(edges: [from: string, to: string][]): ImportGraph {
  const copy: ImportGraph = new Map([...graph].map(([file, targets]) => [file, [...targets]]));
  for (const [from, to] of edges) copy.set(from, [...(copy.get(from) ?? []), to]);
  return copy;
}

describe("server layering", () => {
  it("reads the sources it checks", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("app.ts")?.length).toBeGreaterThan(20);
  });

  it("has no upward import and no module reaching into another's internals", () => {
    expect(layeringViolations(graph)).toEqual([]);
  });

  it("has no import cycle between files, nor between modules", () => {
    expect(cyclesOf(graph)).toEqual([]);
    expect(findCycles(moduleGraph(graph))).toEqual([]);
    // The exception is real and named: drop it and the schema's cycle shows.
    expect(findCycles(graph).some(isDrizzleSchemaRelations)).toBe(true);
  });

  it("finds no import cycle in packages/domain, whose rules the server runs", () => {
    const domain = readImportGraph(DOMAIN_SRC);
    expect(domain.size).toBeGreaterThan(100);
    expect(findCycles(domain)).toEqual([]);
  });

  it("keeps use cases free of HTTP: only routes and *.http.ts adapters in modules/ import fastify", () => {
    expect(httpImportsInUseCases(readPackageImports(SRC))).toEqual([]);
  });
});

describe("server layering catches a planted violation", () => {
  it("a module importing another module's repository", () => {
    const g = planted([["modules/eif/save-draft.ts", "modules/clients/repository.ts"]]);
    expect(layeringViolations(g)).toEqual([
      "modules/eif/save-draft.ts -> modules/clients/repository.ts: another module's internals (use its index.ts)",
    ]);
  });

  it("an upward import: a module importing a plugin, the database layer importing a module", () => {
    const g = planted([
      ["modules/audit/record-audit.ts", "plugins/session.ts"],
      ["db/executor.ts", "modules/clients/index.ts"],
    ]);
    expect(layeringViolations(g)).toEqual([
      "db/executor.ts -> modules/clients/index.ts: db may not import modules",
      "modules/audit/record-audit.ts -> plugins/session.ts: modules may not import plugins",
    ]);
  });

  it("a job handler or a plugin reaching past a module's public surface", () => {
    const g = planted([
      ["jobs/handlers/process-document.handler.ts", "modules/documents/repository.ts"],
      ["plugins/session.ts", "modules/identity/create-session.ts"],
    ]);
    expect(layeringViolations(g)).toHaveLength(2);
  });

  it("an import cycle between two files, and between two modules", () => {
    const g = planted([
      ["db/executor.ts", "db/assert-version.ts"],
      ["db/assert-version.ts", "db/executor.ts"],
      ["modules/audit/record-audit.ts", "modules/eif/index.ts"],
    ]);
    expect(cyclesOf(g)).toContainEqual(["db/assert-version.ts", "db/executor.ts"]);
    expect(findCycles(moduleGraph(g)).flat()).toEqual(expect.arrayContaining(["audit", "eif"]));
  });

  it("a use case taking the HTTP request", () => {
    const imports = readPackageImports(SRC);
    imports.set("modules/clients/update-client.ts", [
      ...(imports.get("modules/clients/update-client.ts") ?? []),
      "fastify",
    ]);
    expect(httpImportsInUseCases(imports)).toEqual(["modules/clients/update-client.ts imports fastify"]);
  });
});
