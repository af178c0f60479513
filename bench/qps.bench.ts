/**
 * The QPS figures of issue 17 ("Fast, measured"), against two app nodes on one embedded Postgres in this process
 * (qps/cluster.ts) and the QPS simulator with no delay:
 * 1. Socket fan-out (target: p99 under 100 ms): --sockets carrier-staff sockets (default 500) split evenly over the
 *    two nodes, on --sessions staff sessions (default 10). --rounds times (default 50, after --warmup 5 not counted)
 *    node B emits `apiJobStatus` carrying its send time; per round, the time until the LAST socket has it. Prints
 *    p50/p95/p99/max over rounds, the per-socket delivery p99 by node (A: through the postgres adapter; B: local), and
 *    the verdict. Then --job-rounds real pushes (default 10, one at a time, POSTed to node B): the api job's
 *    completed_at → the last socket. The sockets are in this process too (one clock), so their reading is counted.
 * 2. Pushes per minute: the sockets are closed, then --clients pushable clients (default 200) are each pushed once
 *    through POST .../qps/async-push (to --push-nodes nodes in turn, default 2; --concurrency 8 requests in flight),
 *    and the clock runs from the first POST to the last api job's completed_at. Prints pushes/minute and per push
 *    created_at → completed_at p50/p95. Each node's pg-boss worker takes one job at a time and, once the queue is
 *    quiet, looks again every JOBS_POLLING_INTERVAL_SECONDS (the app's default unless --polling-interval is given).
 * Usage: npm run bench:qps -w @onboard/bench [-- --rounds 50 --sockets 500 --job-rounds 10 --clients 200
 *   --push-nodes 2 --polling-interval 2]
 */

import os from "node:os";
import { parseArgs } from "node:util";
import { QPS_PUSH_WORK } from "@onboard/server/src/jobs/definitions/qps-push";
import { buildPushableClientIn } from "@onboard/server/src/modules/qps/qps-test-support";
import { createSessionFor } from "@onboard/server/test/sessions";
import { startCluster } from "./qps/cluster";
import { emitRounds, jobRounds } from "./qps/fan-out";
import { percentile } from "./qps/percentile";
import { measurePushThroughput } from "./qps/push-throughput";
import { type StaffCaller, staffCaller } from "./qps/staff-caller";
import { connectStaffSockets, type StaffSockets } from "./qps/staff-sockets";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    sockets: { type: "string", default: "500" },
    sessions: { type: "string", default: "10" },
    "job-rounds": { type: "string", default: "10" },
    clients: { type: "string", default: "200" },
    "push-nodes": { type: "string", default: "2" },
    concurrency: { type: "string", default: "8" },
    "polling-interval": { type: "string" },
  },
});
const rounds = Number(values.rounds);
const warmup = Number(values.warmup);
const socketCount = Number(values.sockets);
const sessionCount = Number(values.sessions);
const jobRoundCount = Number(values["job-rounds"]);
const clientCount = Number(values.clients);
const pushNodes = Number(values["push-nodes"]);
const concurrency = Number(values.concurrency);
const TARGET_P99_MS = 100;
/** How long one fan-out round or one push may take before the bench gives up: far beyond any healthy figure. */
const ROUND_TIMEOUT_MS = 30_000;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");
const spread = (samples: number[]) =>
  `p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  p99 ${ms(percentile(samples, 99))}  max ${ms(Math.max(...samples))}`;

async function main() {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, load average (1/5/15 min) ${load()} at start; ${socketCount} sockets, ${rounds} rounds, ${jobRoundCount} job rounds, ${clientCount} pushes`,
  );
  const summary: string[] = [];
  const startedAt = performance.now();
  const cluster = await startCluster({ pollingIntervalSeconds: values["polling-interval"] });
  let sockets: StaffSockets | null = null;
  const callers: StaffCaller[] = [];
  try {
    const [nodeA, nodeB] = cluster.nodes;
    console.log(
      `  cluster up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: node A ${nodeA.origin}, node B ${nodeB.origin}; JOBS_POLLING_INTERVAL_SECONDS ${cluster.jobsPollingIntervalSeconds}${values["polling-interval"] ? " (--polling-interval)" : " (the app's default)"}`,
    );
    const cookies: string[] = [];
    for (let i = 0; i < sessionCount; i++) {
      cookies.push((await createSessionFor(cluster.db, { role: "SLF_ADMIN" })).cookie);
    }

    // 1. Socket fan-out.
    const connecting = performance.now();
    sockets = await connectStaffSockets(cluster.nodes, cookies, socketCount);
    console.log(
      `Socket fan-out: ${socketCount} staff sockets (${Math.ceil(socketCount / 2)} on A, ${Math.floor(socketCount / 2)} on B, ${sessionCount} sessions) connected in ${((performance.now() - connecting) / 1000).toFixed(1)} s`,
    );
    const emitted = await emitRounds(sockets, nodeB, { rounds, warmup, timeoutMs: ROUND_TIMEOUT_MS });
    const lastTimes = emitted.map((r) => r.lastMs);
    const perSocket = (node: string) => emitted.flatMap((r) => r.byNode[node] ?? []);
    const lastP99 = percentile(lastTimes, 99);
    const verdict = lastP99 < TARGET_P99_MS ? "ok" : "OVER";
    const fanOut = [
      `emit on B → last of ${socketCount} sockets, ${emitted.length} rounds: ${spread(lastTimes)}  ${verdict} (target p99 < ${TARGET_P99_MS} ms)`,
      `  per socket, all:          ${spread([...perSocket("A"), ...perSocket("B")])}`,
      `  per socket, A (adapter):  ${spread(perSocket("A"))}`,
      `  per socket, B (local):    ${spread(perSocket("B"))}`,
    ];
    for (const line of fanOut) console.log(`  ${line}`);
    summary.push(...fanOut);

    if (jobRoundCount > 0) {
      const clientIds: string[] = [];
      for (let i = 0; i < jobRoundCount; i++) clientIds.push((await buildPushableClientIn(cluster.db)).client.id);
      const callerB = await staffCaller(nodeB.origin, cookies[0] as string, 2);
      callers.push(callerB);
      const jobs = await jobRounds(sockets, callerB, cluster.db, clientIds, ROUND_TIMEOUT_MS);
      const fromChange = jobs.map((j) => j.fromChangeMs);
      const jobLines = [
        `push ends → last socket (completed_at → last arrival), ${jobs.length} pushes: ${spread(fromChange)}  ${percentile(fromChange, 99) < TARGET_P99_MS ? "ok" : "OVER"}`,
        `  completed_at → first socket: ${spread(jobs.map((j) => j.firstFromChangeMs))}`,
        `  POST async-push → last socket: ${spread(jobs.map((j) => j.fromPostMs))}`,
      ];
      for (const line of jobLines) console.log(`  ${line}`);
      summary.push(...jobLines);
    }
    // Closed before the pushes: 2 events × 500 sockets per push would be read by this same process.
    sockets.close();
    sockets = null;

    // 2. Pushes per minute.
    const pushOrigins = cluster.nodes.slice(0, Math.max(1, Math.min(2, pushNodes)));
    for (const node of pushOrigins) callers.push(await staffCaller(node.origin, cookies[0] as string, concurrency));
    const pushCallers = callers.slice(callers.length - pushOrigins.length);
    console.log(
      `Pushes per minute: ${clientCount} pushable clients, POSTed to ${pushOrigins.map((n) => n.name).join(" and ")} (${concurrency} in flight), QPS simulator with no delay`,
    );
    const throughput = await measurePushThroughput(cluster.db, pushCallers, {
      clients: clientCount,
      concurrency,
      // One job per polling interval per node once the POSTs stop, worst case one node; and a minute to spare.
      timeoutMs: 60_000 + clientCount * cluster.jobsPollingIntervalSeconds * 1_000 * 1.5,
    });
    const pushLines = [
      `${throughput.pushes} pushes ended in ${(throughput.wallMs / 1000).toFixed(1)} s (POSTs answered in ${(throughput.postsMs / 1000).toFixed(1)} s): ${throughput.perMinute.toFixed(0)} pushes/minute, JOBS_POLLING_INTERVAL_SECONDS ${cluster.jobsPollingIntervalSeconds}`,
      // Both nodes work the one queue whichever node was POSTed to; a worker that found a job waits out the rest of
      // the polling interval before it looks again (pg-boss, batch size 1), unless a send on its node wakes it.
      `  workers: ${cluster.nodes.length} node(s) × ${QPS_PUSH_WORK.localConcurrency} (QPS_PUSH_WORK), fetching again at once while more than ${QPS_PUSH_WORK.burstWhenReadyExceeds} wait (else every ${cluster.jobsPollingIntervalSeconds} s); a run takes p50 ${ms(throughput.running.p50)}`,
      `  per push, queued → ended: p50 ${ms(throughput.latency.p50)}  p95 ${ms(throughput.latency.p95)}  max ${ms(throughput.latency.max)}`,
      `  waiting in the queue:     p50 ${ms(throughput.queued.p50)}  p95 ${ms(throughput.queued.p95)}`,
      `  running (QPS + record):   p50 ${ms(throughput.running.p50)}  p95 ${ms(throughput.running.p95)}`,
      `  outcomes: ${JSON.stringify(throughput.statuses)}`,
    ];
    for (const line of pushLines) console.log(`  ${line}`);
    summary.push(...pushLines);
  } finally {
    sockets?.close();
    for (const caller of callers) caller.close();
    await cluster.close();
  }
  console.log("");
  console.log(`Summary (Node ${process.version}, load average ${load()} at the end):`);
  for (const line of summary) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
