/**
 * The EIF summary PDF's time (issue 14: under 300 ms p95), against the whole app on the demo seed in a process of its
 * own (embedded Postgres; support/spawned-server.ts): GET /api/clients/{id}/eif-summary?tz=America/Los_Angeles for the
 * large seeded client "Summit Regional Health Partners" (50 locations, 30 contacts, 20 classes), --requests times
 * (default 50) one after another after 5 warm-up requests, timed from sending the request to its last byte. Prints
 * p50/p95/max, the PDF's size and pages, and the CPU the server and its Postgres spent per PDF; --out keeps the last PDF.
 * Usage: npm run bench:eif-summary -w @onboard/bench [-- --requests 50 --out /tmp/summary.pdf]
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createDb } from "@onboard/server/src/db/client";
import { createSessionFor } from "@onboard/server/test/sessions";
import { httpClient } from "./mixed-load/http-client";
import { processTreeCpuMs } from "./support/process-cpu";
import { startServerProcess, stopServerProcess } from "./support/spawned-server";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "50" },
    out: { type: "string" },
  },
});
const requests = Number(values.requests);
const LARGE_CLIENT_NAME = "Summit Regional Health Partners";
const TARGET_P95_MS = 300;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** pdfinfo's page count, when poppler-utils is installed. */
function pagesOf(file: string): string {
  try {
    return /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file]).toString())?.[1] ?? "?";
  } catch {
    return "? (pdfinfo not installed)";
  }
}

async function main() {
  const server = await startServerProcess();
  const http = httpClient(server.origin, 1);
  try {
    const handle = createDb(server.databaseUrl, { max: 1 });
    const session = await createSessionFor(handle.db, { role: "SLF_ADMIN" });
    await handle.close();
    const cookie = session.cookie;
    const list = await http.send({
      method: "GET",
      path: "/api/clients?limit=100",
      headers: { cookie },
    });
    const clients = (JSON.parse(list.body.toString()) as { data: { id: string; name: string }[] }).data;
    const large = clients.find((c) => c.name === LARGE_CLIENT_NAME);
    if (!large) throw new Error(`the large seeded client "${LARGE_CLIENT_NAME}" is missing`);
    const draft = JSON.parse(
      (await http.send({ method: "GET", path: `/api/clients/${large.id}/draft`, headers: { cookie } })).body.toString(),
    ) as { locations: unknown[]; counts: { contacts: number; employeeClasses: number } };

    const path = `/api/clients/${large.id}/eif-summary?tz=America%2FLos_Angeles`;
    const get = async () => {
      const answer = await http.send({ method: "GET", path, headers: { cookie } });
      if (answer.status !== 200) throw new Error(`eif-summary answered ${answer.status}: ${answer.body.toString()}`);
      if (answer.headers["content-type"] !== "application/pdf") throw new Error("eif-summary sent no PDF");
      return answer;
    };
    for (let i = 0; i < 5; i++) await get();
    const serverPid = server.child.pid ?? 0;
    const cpuBefore = processTreeCpuMs(serverPid);
    const times: number[] = [];
    let last = await get();
    for (let i = 0; i < requests; i++) {
      last = await get();
      times.push(last.ms);
    }
    const cpuAfter = processTreeCpuMs(serverPid);
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const out = values.out ?? "/tmp/onboard-eif-summary-bench.pdf";
    writeFileSync(out, last.body);
    console.log(
      `Node ${process.version}; GET eif-summary for "${large.name}": ${draft.locations.length} locations, ${draft.counts.contacts} contacts, ${draft.counts.employeeClasses} classes`,
    );
    console.log(
      `  ${requests} requests one after another (request to last byte): p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(`  PDF: ${(last.body.length / 1024).toFixed(1)} KiB, ${pagesOf(out)} pages (kept at ${out})`);
    if (cpuBefore && cpuAfter) {
      const per = (ms: number) => (ms / (requests + 1)).toFixed(1);
      console.log(
        `  CPU per PDF: server ${per(cpuAfter.node - cpuBefore.node)} ms, Postgres ${per(cpuAfter.postgres - cpuBefore.postgres)} ms`,
      );
    }
    console.log(`  target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? "met" : "NOT met"}`);
  } finally {
    http.close();
    await stopServerProcess(server.child);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
