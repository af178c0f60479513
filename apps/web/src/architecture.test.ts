/**
 * The web layering rules (ARCHITECTURE.md §2), checked on the sources: a feature never imports another
 * feature's internals; components/ and lib/ never import features or app/; nothing imports the server.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

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
});
