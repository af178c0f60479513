/**
 * Socket fan-out, two ways. Emitted: the bench emits `apiJobStatus` on one node (carrying its send time) and waits
 * until every staff socket has it. From a job: a real push (simulator, no delay) ends, its node emits the status, and
 * the clock runs from the api job's `completed_at` (set just before the commit that changes the status) to the last
 * socket.
 */
import type { Database } from "@onboard/server/src/db/client";
import type { ClusterNode } from "./cluster";
import { type StaffCaller, startPush } from "./staff-caller";
import { nowMs, STATUS_EVENT, type StaffSockets, type StatusPayload } from "./staff-sockets";
import { within } from "./wait";

export interface EmitRound {
  /** Send → the last socket's arrival. */
  lastMs: number;
  /** Send → each socket's arrival, by the node the socket is on. */
  byNode: Record<string, number[]>;
}

/** Each socket's first event that `match`es, and a promise settled once every socket has one. */
function collect(sockets: StaffSockets, match: (payload: StatusPayload) => boolean) {
  const arrivals = new Map<number, { node: string; at: number }>();
  let resolve: () => void = () => {};
  const all = new Promise<void>((r) => {
    resolve = r;
  });
  sockets.onStatus((payload, socket, node, at) => {
    if (!match(payload) || arrivals.has(socket)) return;
    arrivals.set(socket, { node, at });
    if (arrivals.size === sockets.count) resolve();
  });
  return { arrivals, all };
}

export async function emitRounds(
  sockets: StaffSockets,
  emitter: ClusterNode,
  { rounds, warmup, timeoutMs }: { rounds: number; warmup: number; timeoutMs: number },
): Promise<EmitRound[]> {
  const results: EmitRound[] = [];
  try {
    for (let round = -warmup; round < rounds; round++) {
      const apiJobId = `bench-fan-out-${round}`;
      const { arrivals, all } = collect(sockets, (payload) => payload.apiJobId === apiJobId);
      const sentAt = nowMs();
      emitter.app.realtime.emitToStaff(STATUS_EVENT, {
        clientId: "bench-fan-out",
        apiJobId,
        apiJobStatus: "COMPLETED",
        sentAt,
      });
      await within(all, timeoutMs, () => `round ${round}: ${arrivals.size} of ${sockets.count} sockets got the event`);
      if (round < 0) continue;
      const byNode: Record<string, number[]> = {};
      let last = 0;
      for (const { node, at } of arrivals.values()) {
        const samples = byNode[node] ?? [];
        samples.push(at - sentAt);
        byNode[node] = samples;
        last = Math.max(last, at - sentAt);
      }
      results.push({ lastMs: last, byNode });
    }
  } finally {
    sockets.onStatus(null);
  }
  return results;
}

export interface JobRound {
  /** completed_at → the last socket's arrival. */
  fromChangeMs: number;
  /** completed_at → the first socket's arrival. */
  firstFromChangeMs: number;
  /** POST async-push sent → the last socket's arrival. */
  fromPostMs: number;
}

/** One push at a time for each client, through `caller`; waits for its final status on every socket. */
export async function jobRounds(
  sockets: StaffSockets,
  caller: StaffCaller,
  db: Database,
  clientIds: string[],
  timeoutMs: number,
): Promise<JobRound[]> {
  const results: JobRound[] = [];
  try {
    for (const clientId of clientIds) {
      const { arrivals, all } = collect(
        sockets,
        (payload) => payload.clientId === clientId && payload.apiJobStatus !== "IN_PROGRESS",
      );
      const postedAt = nowMs();
      const apiJobId = await startPush(caller, clientId);
      await within(all, timeoutMs, () => `push ${apiJobId}: ${arrivals.size} of ${sockets.count} sockets got its end`);
      const { rows } = await db.$client.query<{ completed_at: Date | null }>(
        "select completed_at from api_jobs where id = $1",
        [apiJobId],
      );
      const completedAt = rows[0]?.completed_at?.getTime();
      if (completedAt === undefined) throw new Error(`api job ${apiJobId} has no completed_at`);
      const times = [...arrivals.values()].map((a) => a.at);
      results.push({
        fromChangeMs: Math.max(...times) - completedAt,
        firstFromChangeMs: Math.min(...times) - completedAt,
        fromPostMs: Math.max(...times) - postedAt,
      });
    }
  } finally {
    sockets.onStatus(null);
  }
  return results;
}
