/**
 * The web layering rules (ARCHITECTURE.md §2), checked on the sources: a feature never imports another
 * feature's internals; components/ and lib/ never import features or app/; nothing imports the server; no import
 * cycles.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycles, importGraph } from "./test/import-cycles";

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every import target of a file, resolved to a path relative to src/ (bare package names kept as they are). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((m) => m[1] ?? "");
  return specifiers.map((s) => (s.startsWith(".") ? path.relative(SRC, path.resolve(path.dirname(file), s)) : s));
}

const files = sourceFiles(SRC).filter((f) => !f.endsWith("architecture.test.ts"));
const rel = (f: string) => path.relative(SRC, f);

describe("web layering", () => {
  it("finds the sources it checks", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("keeps each feature out of the others' internals", () => {
    const offenders = files.flatMap((file) => {
      const own = rel(file).match(/^features\/([^/]+)\//)?.[1];
      if (!own) return [];
      return importsOf(file)
        .filter((target) => target.startsWith("features/") && !target.startsWith(`features/${own}/`))
        .map((target) => `${rel(file)} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it("keeps components/ and lib/ free of features and app/", () => {
    const offenders = files.flatMap((file) => {
      if (!/^(components|lib)\//.test(rel(file))) return [];
      return importsOf(file)
        .filter((target) => /^(features|app)\//.test(target))
        .map((target) => `${rel(file)} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it("never imports the server", () => {
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("@onboard/server") || target.includes("apps/server"))
        .map((target) => `${rel(file)} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("has no import cycles", () => {
    const cycles = findCycles(importGraph(files)).map((group) => group.map(rel).join(" <-> "));
    expect(cycles).toEqual([]);
  });
});

describe("the import cycle check", () => {
  it("finds a planted cycle, a self-import and nothing in a tree", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
      ["f", ["d"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(
      findCycles(
        new Map([
          ["x", ["y"]],
          ["y", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("resolves relative imports to files, index files included", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cycles-"));
    try {
      mkdirSync(path.join(dir, "pkg"));
      writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./pkg";\nexport const a = 1;\n');
      writeFileSync(path.join(dir, "pkg", "index.ts"), 'export { c as b } from "./c";\n');
      writeFileSync(path.join(dir, "pkg", "c.tsx"), 'import type { a } from "../a";\nexport const c = 1;\n');
      const planted = ["a.ts", "pkg/index.ts", "pkg/c.tsx"].map((name) => path.join(dir, name));
      expect(findCycles(importGraph(planted))).toEqual([[...planted].sort()]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
