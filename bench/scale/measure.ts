/**
 * Server time of each list through app.inject (no network, no client). Rounds go over every list in turn, so that
 * a slow moment of the machine (a checkpoint, another process) spreads over all lists rather than landing on one;
 * the first rounds are warm-up and not counted.
 */
import type { FastifyInstance } from "fastify";
import { percentile } from "../qps/percentile";
import type { StaffList } from "./staff-lists";

export interface ListTiming {
  name: string;
  p50: number;
  p95: number;
}

export const WARM_UP_ROUNDS = 10;

export async function measureLists(
  app: FastifyInstance,
  cookie: string,
  lists: readonly StaffList[],
  runs: number,
): Promise<ListTiming[]> {
  const samples: number[][] = lists.map(() => []);
  for (let round = 0; round < WARM_UP_ROUNDS + runs; round++) {
    for (const [index, list] of lists.entries()) {
      const started = performance.now();
      const response = await app.inject({ method: "GET", url: list.url, headers: { cookie } });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) {
        throw new Error(`${list.name} (${list.url}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      }
      if (round >= WARM_UP_ROUNDS) samples[index]?.push(elapsed);
    }
  }
  return lists.map((list, index) => ({
    name: list.name,
    p50: percentile(samples[index] ?? [], 50),
    p95: percentile(samples[index] ?? [], 95),
  }));
}
