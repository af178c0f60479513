/**
 * Mixed load against a real server (its own process, embedded Postgres, demo seed): --connections workers (default
 * 50) for --seconds (default 60), after a short warm-up, each repeating a user action picked by weight: reads (client
 * list, a client, its tasks), explorer page views (the page API and one of its documents), writes with If-Match
 * (retried on 412 with the fresh version) and small multipart uploads. Prints per kind the requests, req/s, p50/p99
 * latency and statuses; the count of 5xx (must be 0); and then checks that every acknowledged write is in the
 * database (0 lost). Exits 1 on a 5xx, a transport error or a lost write.
 * Usage: npm run bench:mixed-load -w @onboard/bench [-- --seconds 60 --connections 50]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { createDb } from "@onboard/server/src/db/client";
import { createSessionFor } from "@onboard/server/test/sessions";
import { httpClient } from "./mixed-load/http-client";
import { LoadStats } from "./mixed-load/load-stats";
import { type LoadContext, OPERATIONS, pickOperation } from "./mixed-load/operations";
import { verifyWrites } from "./mixed-load/verify-writes";
import { startServerProcess, stopServerProcess } from "./support/spawned-server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "3" },
    sessions: { type: "string", default: "5" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const EXPLORER_PAGE = "/api/explorer-pages/harborview-medical";

async function arrange(origin: string, databaseUrl: string): Promise<Omit<LoadContext, "stats" | "recording">> {
  const http = httpClient(origin, connections);
  const handle = createDb(databaseUrl, { max: 2 });
  const sessions = [];
  for (let i = 0; i < Number(values.sessions); i++)
    sessions.push(await createSessionFor(handle.db, { role: "SLF_ADMIN" }));
  await handle.close();
  const csrf = await http.send({ method: "GET", path: "/api/csrf-token" });
  const setCookie = csrf.headers["set-cookie"] ?? [];
  const csrfCookie = setCookie.map((c) => c.split(";")[0]).join("; ");
  const cookies = sessions.map((s) => `${s.cookie}; ${csrfCookie}`);
  const list = await http.send({
    method: "GET",
    path: "/api/clients?limit=100",
    headers: { cookie: cookies[0] ?? "" },
  });
  const clientIds = (JSON.parse(list.body.toString()) as { data: { id: string }[] }).data.map((c) => c.id);
  const page = await http.send({ method: "GET", path: EXPLORER_PAGE });
  const documentPath = /\/api\/explorer-pages\/[^"]+\/documents\/[0-9a-f-]{36}/.exec(page.body.toString())?.[0] ?? null;
  console.log(
    `server ${origin}: ${clientIds.length} seeded clients written to, explorer page ${page.status}, ` +
      `document ${documentPath ?? "(none)"}, ${sessions.length} staff sessions`,
  );
  return {
    http,
    cookies,
    csrfToken: (JSON.parse(csrf.body.toString()) as { token: string }).token,
    clientIds,
    explorerPagePath: EXPLORER_PAGE,
    explorerDocumentPath: documentPath,
    versions: new Map(),
    acknowledged: { writes: [], uploads: [] },
  };
}

async function runWorkers(ctx: LoadContext, durationSeconds: number) {
  const deadline = performance.now() + durationSeconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const operation = pickOperation();
      try {
        await operation.run(ctx);
      } catch {
        ctx.stats.error(operation.kind);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

async function main() {
  const { child, origin, databaseUrl } = await startServerProcess();
  try {
    const base = await arrange(origin, databaseUrl);
    const warmup = { ...base, stats: new LoadStats(), recording: false };
    await runWorkers(warmup, Number(values.warmup));
    const loadBefore = loadavg();
    const ctx: LoadContext = { ...warmup, stats: new LoadStats(), recording: true };
    const started = performance.now();
    await runWorkers(ctx, seconds);
    const elapsed = (performance.now() - started) / 1000;
    const loadAfter = loadavg();
    base.http.close();
    const check = await verifyWrites(databaseUrl, ctx.acknowledged);
    const fivexx = ctx.stats.count((s) => s >= 500);

    console.log(
      `\n${seconds} s at ${connections} connections (after a ${values.warmup} s warm-up), Node ${process.version}`,
    );
    console.log(`mix (weights): ${OPERATIONS.map((op) => `${op.kind} ${op.weight}`).join(", ")}\n`);
    console.log(ctx.stats.table(elapsed));
    console.log(`\nthroughput:          ${(ctx.stats.count(() => true) / elapsed).toFixed(1)} req/s`);
    console.log(`5xx:                 ${fivexx}`);
    console.log(`transport errors:    ${ctx.stats.errors}`);
    console.log(`acknowledged writes: ${check.acknowledged} (warm-up included), lost: ${check.lost.length}`);
    for (const lost of check.lost.slice(0, 20)) console.log(`  lost: ${lost}`);
    console.log(
      `load average:        ${loadBefore.map((l) => l.toFixed(2)).join(" ")} before, ${loadAfter.map((l) => l.toFixed(2)).join(" ")} after`,
    );
    process.exitCode = fivexx > 0 || ctx.stats.errors > 0 || check.lost.length > 0 ? 1 : 0;
  } finally {
    await stopServerProcess(child);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
