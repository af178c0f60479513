/**
 * Import cycles among the web sources, for the architecture test: each file's relative imports resolved to files
 * (x.ts, x.tsx, x/index.ts, x/index.tsx), then the strongly connected groups of that graph (Tarjan). Type-only imports
 * count too: a cycle of types still ties the two modules together.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** A file and the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;
const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The graph of the given files' relative imports (package imports left out). */
export function importGraph(files: readonly string[]): ImportGraph {
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, "utf8");
      const targets = [...text.matchAll(SPECIFIER)]
        .map((m) => m[1] ?? "")
        .filter((s) => s.startsWith("."))
        .map((s) => resolveRelative(file, s))
        .filter((target): target is string => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every group of files that import one another in a ring (a file importing itself included), each sorted. */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
