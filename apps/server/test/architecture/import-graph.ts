/**
 * The server's import graph, read from the sources: each file (relative to src/, with its extension) and the
 * source files it imports by a relative path (packages such as `@onboard/domain` are not nodes). Type-only imports
 * count: they still tie the files' designs together.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type ImportGraph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)["'](\.{1,2}\/[^"']*)["']/g;

function resolveSource(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

export function readImportGraph(srcDir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => resolveSource(file, match[1] ?? ""))
      .filter((target): target is string => target?.startsWith(srcDir) === true)
      .map((target) => path.relative(srcDir, target));
    graph.set(path.relative(srcDir, file), [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles (strongly connected components of two or more files, or a file importing itself), Tarjan's. */
export function findCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
