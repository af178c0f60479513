/**
 * Pushes per minute: `clients` pushable clients, each pushed once through POST .../qps/async-push (spread over the
 * callers, `concurrency` requests in flight), until every api job has ended. The clock runs from the first POST to
 * the last `completed_at`; per push, `api_jobs` gives queued (created_at), started and completed times.
 */
import type { Database } from "@onboard/server/src/db/client";
import { buildPushableClientIn } from "@onboard/server/src/modules/qps/qps-test-support";
import { percentile } from "./percentile";
import { type StaffCaller, startPush } from "./staff-caller";
import { until } from "./wait";

export interface PushThroughput {
  pushes: number;
  /** First POST → last completed_at. */
  wallMs: number;
  /** First POST → last POST answered. */
  postsMs: number;
  perMinute: number;
  /** created_at → completed_at, queued → started_at, started_at → completed_at: p50 and p95 each. */
  latency: { p50: number; p95: number; max: number };
  queued: { p50: number; p95: number };
  running: { p50: number; p95: number };
  statuses: Record<string, number>;
}

interface JobRow {
  status: string;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

export async function measurePushThroughput(
  db: Database,
  callers: StaffCaller[],
  { clients, concurrency, timeoutMs }: { clients: number; concurrency: number; timeoutMs: number },
): Promise<PushThroughput> {
  const clientIds: string[] = [];
  for (let i = 0; i < clients; i++) clientIds.push((await buildPushableClientIn(db)).client.id);

  const startedAt = Date.now();
  let next = 0;
  const post = async () => {
    for (let i = next++; i < clientIds.length; i = next++) {
      await startPush(callers[i % callers.length] as StaffCaller, clientIds[i] as string);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, post));
  const postsMs = Date.now() - startedAt;

  const read = async () =>
    (
      await db.$client.query<JobRow>(
        "select status, created_at, started_at, completed_at from api_jobs where client_id = any($1::uuid[])",
        [clientIds],
      )
    ).rows;
  let rows: JobRow[] = [];
  const ended = () => rows.filter((row) => row.status !== "IN_PROGRESS" && row.completed_at !== null);
  await until(
    async () => {
      rows = await read();
      return ended().length >= clients;
    },
    timeoutMs,
    () => `${ended().length} of ${clients} pushes ended (${rows.length} api jobs exist)`,
    200,
  );

  const done = ended();
  const lastCompleted = Math.max(...done.map((row) => (row.completed_at as Date).getTime()));
  const wallMs = lastCompleted - startedAt;
  const spans = (from: (row: JobRow) => Date | null, to: (row: JobRow) => Date | null) =>
    done.map((row) => (to(row)?.getTime() ?? Number.NaN) - (from(row)?.getTime() ?? Number.NaN));
  const total = spans(
    (row) => row.created_at,
    (row) => row.completed_at,
  );
  const queued = spans(
    (row) => row.created_at,
    (row) => row.started_at,
  );
  const running = spans(
    (row) => row.started_at,
    (row) => row.completed_at,
  );
  const statuses: Record<string, number> = {};
  for (const row of done) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
  return {
    pushes: done.length,
    wallMs,
    postsMs,
    perMinute: (done.length / wallMs) * 60_000,
    latency: { p50: percentile(total, 50), p95: percentile(total, 95), max: Math.max(...total) },
    queued: { p50: percentile(queued, 50), p95: percentile(queued, 95) },
    running: { p50: percentile(running, 50), p95: percentile(running, 95) },
    statuses,
  };
}
