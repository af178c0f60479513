/**
 * The server's layering rules (ARCHITECTURE.md §2), as a function of the import graph, so that a test can run them
 * on the real tree and on a tree with a planted violation.
 *
 * - Each top folder of src/ is an area, and may import only the areas listed for it: nothing imports upward.
 *   `jobs/definitions` and the runner are job plumbing any layer may enqueue with; `jobs/handlers` run use cases.
 * - A module imports another module only through its public surface, `modules/<name>/index.ts`; never another
 *   module's internals (repositories, presenters, routes). Jobs, plugins and integrations likewise.
 * - Test code (tests, test support, `testing/` folders, test apps) may reach anything; app.ts and server.ts are the
 *   composition root, which wires every module's routes.
 * - The demo seed (`db/seed/`) composes demo data the way the product makes it, so it sits on top like the root
 *   (e.g. it mirrors the e-sign service's envelopes into the portal's forms), but reaches modules through their index.
 */
import type { ImportGraph } from "./import-graph";

export type Area =
  | "errors"
  | "core"
  | "config"
  | "db"
  | "integrations"
  | "job-plumbing"
  | "http"
  | "modules"
  | "job-handlers"
  | "plugins"
  | "startup"
  | "seed"
  | "root";

const ALLOWED: Record<Area, readonly Area[]> = {
  errors: [],
  core: ["errors"],
  config: ["integrations"],
  db: ["errors", "core", "integrations"],
  integrations: ["errors", "core", "config", "db", "job-plumbing", "job-handlers"],
  "job-plumbing": ["errors", "core", "config", "db"],
  http: ["errors", "core", "config", "db", "integrations"],
  modules: ["errors", "core", "config", "db", "integrations", "job-plumbing", "http"],
  "job-handlers": ["errors", "core", "config", "db", "integrations", "job-plumbing", "modules"],
  plugins: ["errors", "core", "config", "db", "integrations", "job-plumbing", "job-handlers", "http", "modules"],
  startup: ["errors", "core", "config", "db", "integrations"],
  seed: ["errors", "core", "config", "db", "integrations", "job-plumbing", "modules"],
  root: [
    "errors",
    "core",
    "config",
    "db",
    "integrations",
    "job-plumbing",
    "http",
    "modules",
    "job-handlers",
    "plugins",
    "startup",
    "seed",
  ],
};

export function isTestCode(file: string): boolean {
  return /\.test\.ts$|-test-support\.ts$|test-app\.ts$|(^|\/)testing\//.test(file);
}

export function areaOf(file: string): Area {
  if (file === "app.ts" || file === "server.ts") return "root";
  if (file === "config.ts") return "config";
  if (file.startsWith("jobs/handlers/")) return "job-handlers";
  if (file.startsWith("db/seed/")) return "seed";
  if (file.startsWith("jobs/")) return "job-plumbing";
  const top = file.split("/")[0] as Area;
  if (top in ALLOWED) return top;
  throw new Error(`${file} is in no known area: add its folder to layer-rules.ts`);
}

/** `modules/<name>/...` → name; null outside modules/. */
export const moduleOf = (file: string): string | null => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

const isPublicSurface = (file: string) => /^modules\/[^/]+\/index\.ts$/.test(file);

/** Each import that breaks a rule, as "from -> to: why". */
export function layeringViolations(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    if (isTestCode(file)) continue;
    const area = areaOf(file);
    for (const target of targets) {
      const targetArea = areaOf(target);
      if (isTestCode(target)) {
        found.push(`${file} -> ${target}: production code imports test code`);
        continue;
      }
      if (targetArea !== area && !ALLOWED[area].includes(targetArea)) {
        found.push(`${file} -> ${target}: ${area} may not import ${targetArea}`);
        continue;
      }
      const targetModule = moduleOf(target);
      if (!targetModule || area === "root") continue;
      if (moduleOf(file) === targetModule) {
        if (isPublicSurface(target)) found.push(`${file} -> ${target}: a module imports its own parts, not its index`);
        continue;
      }
      if (!isPublicSurface(target)) found.push(`${file} -> ${target}: another module's internals (use its index.ts)`);
    }
  }
  return found;
}

/** Module → the modules it imports (production code only), for the check that modules form no cycle. */
export function moduleGraph(graph: ImportGraph): ImportGraph {
  const modules: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const own = moduleOf(file);
    if (!own || isTestCode(file)) continue;
    const list = modules.get(own) ?? [];
    for (const target of targets) {
      const other = moduleOf(target);
      if (other && other !== own && !list.includes(other)) list.push(other);
    }
    modules.set(own, list);
  }
  return modules;
}
