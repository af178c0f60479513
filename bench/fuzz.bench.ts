/**
 * The route fuzzer of apps/server/test/fuzz, run longer: every /api route gets --runs cases (default 200) against the
 * whole app on a throw-away embedded Postgres. Prints the runs and the answers' statuses per route, the total, and
 * every finding (a 5xx, an error that is not `{ code, message }` JSON, a refused call that wrote), each as soon as its
 * route is done and all again at the end; exits 1 on findings. Ctrl-C stops after the current route, with the summary.
 * Usage: npm run bench:fuzz -w @onboard/bench -- --runs 200 [--seed 42] [--route /api/clients]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "@onboard/server/src/app";
import { loadConfig } from "@onboard/server/src/config";
import { createDb } from "@onboard/server/src/db/client";
import { startEmbeddedPostgres } from "@onboard/server/src/db/embedded-postgres";
import { runMigrations } from "@onboard/server/src/db/migrate";
import { createHttpQpsClient } from "@onboard/server/src/integrations/qps/index";
import { startTestQpsSimulator } from "@onboard/server/src/integrations/qps/qps-test-support";
import { ErrorLog } from "@onboard/server/test/fuzz/error-log";
import { formatFinding } from "@onboard/server/test/fuzz/findings";
import { FUZZ_ENV } from "@onboard/server/test/fuzz/fuzz-env";
import { FuzzRunner } from "@onboard/server/test/fuzz/fuzz-runner";
import { fuzzRoutes } from "@onboard/server/test/fuzz/route-catalog";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "200" },
    seed: { type: "string" },
    route: { type: "string" },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);

const statusesText = (statuses: Map<number, number> | undefined) =>
  [...(statuses ?? new Map<number, number>()).entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "onboard-bench-fuzz-"));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, "postgres"), persistent: false });
  await pg.createDatabase("fuzz");
  const handle = createDb(pg.urlFor("fuzz"));
  await runMigrations(handle.db);
  const errors = new ErrorLog();
  const config = loadConfig({ ...FUZZ_ENV, DATA_DIR: dir });
  // A QPS that answers (the simulator): an outage of QPS is a 503 by design, not a finding.
  const simulator = await startTestQpsSimulator();
  const qps = createHttpQpsClient({ baseUrl: simulator.url, timeoutMs: 5_000, backoffMs: 50 });
  const app = await buildApp({ config, db: handle.db, logger: { stream: errors.stream }, qps });
  await app.ready();
  try {
    const runner = new FuzzRunner(app, handle.db, errors);
    const routes = fuzzRoutes(app).filter((r) => !values.route || r.path.includes(values.route));
    console.log(`fuzzing ${routes.length} routes × ${runs} runs, --seed ${seed}, Node ${process.version}`);
    const started = performance.now();
    let interrupted = false;
    process.once("SIGINT", () => {
      interrupted = true;
    });
    for (const [index, route] of routes.entries()) {
      if (interrupted) break;
      const routeStarted = performance.now();
      await runner.fuzzRoute(route, { numRuns: runs, seed: seed + index });
      const name = `${route.method} ${route.path}`;
      const seconds = ((performance.now() - routeStarted) / 1000).toFixed(1);
      const found = runner.findings.forRoute(route);
      console.log(
        `${name.padEnd(88)} ${String(runner.runsByRoute.get(name) ?? 0).padStart(5)} runs ${seconds.padStart(5)} s` +
          `  ${found.length > 0 ? `${found.length} FINDINGS  ` : ""}${statusesText(runner.statusesByRoute.get(name))}`,
      );
      for (const finding of found) console.log(formatFinding(finding));
    }
    const total = [...runner.runsByRoute.values()].reduce((a, b) => a + b, 0);
    const seconds = (performance.now() - started) / 1000;
    const findings = [...runner.findings.findings.values()];
    console.log(`\n${findings.map(formatFinding).join("\n\n")}${findings.length > 0 ? "\n" : ""}`);
    console.log(`routes:   ${runner.runsByRoute.size} of ${routes.length}${interrupted ? " (interrupted)" : ""}`);
    console.log(`runs:     ${total} (${(total / seconds).toFixed(0)}/s over ${seconds.toFixed(0)} s)`);
    console.log(`fixtures: ${runner.worldsBuilt} sets built`);
    console.log(`findings: ${findings.length}`);
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    process.exitCode = findings.length > 0 ? 1 : 0;
  } finally {
    await app.close();
    await simulator.close();
    await handle.close();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
