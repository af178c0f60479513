/**
 * The EIF's two figures (issue 13), against the whole app on the demo seed in a process of its own (embedded
 * Postgres; support/spawned-server.ts), so that this load generator does not share the server's event loop:
 * 1. PATCH /api/clients/{id}/draft at --connections (default 10) for --seconds (default 10): each connection autosaves
 *    one seeded client's draft in a loop with If-Match (as the form does), so no save is stale. Prints saves/s and the
 *    p50/p99/max latency, the statuses (every one must be 200), and the CPU the server process and its Postgres spent
 *    per save (support/process-cpu.ts): the same code costs more in a minute when the shared machine is slower, so
 *    this says which kind of minute the latency was measured in.
 * 2. Loading each EIF step for the large seeded client (50 locations, 30 contacts, 20 classes): all of the step's
 *    calls sent together, as the page sends them, --loads times (default 300) one after another; prints per step the
 *    p50/p99 time until the last answer (the server time plus loopback), and the same under 10 concurrent loads.
 * Usage: npm run bench:eif -w @onboard/bench [-- --seconds 10 --connections 10 --loads 300]
 */
import { parseArgs } from "node:util";
import { createDb } from "@onboard/server/src/db/client";
import { createSessionFor } from "@onboard/server/test/sessions";
import { httpClient } from "./mixed-load/http-client";
import { processTreeCpuMs } from "./support/process-cpu";
import { startServerProcess, stopServerProcess } from "./support/spawned-server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    loads: { type: "string", default: "300" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const loads = Number(values.loads);
const LARGE_CLIENT_CASE_ID = "433916";

/** What each step's screen loads (apps/web/src/features/eif): the draft, plus the lists its sub-steps show. */
const STEP_CALLS: Record<string, string[]> = {
  "company-information": ["draft", "subsidiary"],
  "plan-administrators-&-billing": [
    "draft",
    "contacts",
    "bills",
    "monthly-claims-report-mailing-location",
    "/api/ben-admin-platforms",
  ],
  "plan-configuration-&-eligibility": ["draft", "employee-classes", "additional-compensations"],
  "other-contract-details": ["draft"],
  "review-&-submit": [
    "draft",
    "contacts",
    "bills",
    "employee-classes",
    "subsidiary",
    "monthly-claims-report-mailing-location",
  ],
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms   (n=${sorted.length})`;
};

async function main() {
  const server = await startServerProcess();
  const http = httpClient(server.origin, connections * 8);
  try {
    const handle = createDb(server.databaseUrl, { max: 1 });
    const session = await createSessionFor(handle.db, { role: "SLF_ADMIN" });
    await handle.close();
    const csrf = await http.send({ method: "GET", path: "/api/csrf-token" });
    const csrfCookie = (csrf.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const cookie = `${session.cookie}; ${csrfCookie}`;
    const csrfToken = (JSON.parse(csrf.body.toString()) as { token: string }).token;
    const list = await http.send({ method: "GET", path: "/api/clients?limit=100", headers: { cookie } });
    const clients = (
      JSON.parse(list.body.toString()) as { data: { id: string; caseId: string; isArchived: boolean }[] }
    ).data;
    const large = clients.find((c) => c.caseId === LARGE_CLIENT_CASE_ID);
    if (!large) throw new Error("the large seeded client is missing");

    // 1. Autosave at `connections` connections, each on its own client.
    const targets = clients.filter((c) => !c.isArchived).slice(0, connections);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const deadline = (start: number) => start + seconds * 1000;
    const saveLoop = async (clientId: string, stopAt: number, record: boolean) => {
      const first = await http.send({ method: "GET", path: `/api/clients/${clientId}/draft`, headers: { cookie } });
      let version = (JSON.parse(first.body.toString()) as { version: number }).version;
      for (let i = 0; performance.now() < stopAt; i++) {
        const answer = await http.send({
          method: "PATCH",
          path: `/api/clients/${clientId}/draft`,
          headers: {
            cookie,
            "x-csrf-token": csrfToken,
            "content-type": "application/json",
            "if-match": `"${version}"`,
          },
          body: JSON.stringify({ answers: { natureOfBusiness: `Autosave benchmark ${i}` } }),
        });
        if (record) {
          latencies.push(answer.ms);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
        if (answer.status !== 200)
          throw new Error(`PATCH draft answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
        version = (JSON.parse(answer.body.toString()) as { version: number }).version;
      }
    };
    await Promise.all(targets.map((c) => saveLoop(c.id, performance.now() + 2000, false)));
    const serverPid = server.child.pid ?? 0;
    const cpuBefore = processTreeCpuMs(serverPid);
    const started = performance.now();
    await Promise.all(targets.map((c) => saveLoop(c.id, deadline(started), true)));
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = processTreeCpuMs(serverPid);
    console.log(
      `Node ${process.version}; PATCH /draft, ${targets.length} connections (one client each), ${seconds} s after a 2 s warm-up`,
    );
    console.log(
      `  ${(latencies.length / elapsed).toFixed(0)} saves/s   ${summary(latencies)}   statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(" ")}`,
    );
    if (cpuBefore && cpuAfter) {
      const perSave = (ms: number) => (ms / latencies.length).toFixed(2);
      console.log(
        `  CPU per save: server ${perSave(cpuAfter.node - cpuBefore.node)} ms, Postgres ${perSave(cpuAfter.postgres - cpuBefore.postgres)} ms`,
      );
    }

    // 2. Step loads for the large client.
    const callPath = (call: string) => (call.startsWith("/") ? call : `/api/clients/${large.id}/${call}`);
    const loadStep = async (calls: string[]) => {
      const begun = performance.now();
      const answers = await Promise.all(
        calls.map((call) => http.send({ method: "GET", path: callPath(call), headers: { cookie } })),
      );
      const bad = answers.find((a) => a.status !== 200);
      if (bad) throw new Error(`a step call answered ${bad.status}: ${bad.body.toString().slice(0, 200)}`);
      return performance.now() - begun;
    };
    const draft = JSON.parse(
      (await http.send({ method: "GET", path: callPath("draft"), headers: { cookie } })).body.toString(),
    ) as {
      locations: unknown[];
      counts: { contacts: number; employeeClasses: number };
    };
    console.log(
      `\nStep loads for the large client: ${draft.locations.length} locations, ${draft.counts.contacts} contacts, ${draft.counts.employeeClasses} classes; ${loads} loads per step`,
    );
    for (const [step, calls] of Object.entries(STEP_CALLS)) {
      for (let i = 0; i < 20; i++) await loadStep(calls);
      const one: number[] = [];
      for (let i = 0; i < loads; i++) one.push(await loadStep(calls));
      const concurrent: number[] = [];
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let i = 0; i < Math.ceil(loads / 10); i++) concurrent.push(await loadStep(calls));
        }),
      );
      console.log(`  ${step.padEnd(34)} ${calls.length} calls   one at a time: ${summary(one)}`);
      console.log(`  ${"".padEnd(34)}           10 at once:    ${summary(concurrent)}`);
    }
  } finally {
    http.close();
    await stopServerProcess(server.child);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
