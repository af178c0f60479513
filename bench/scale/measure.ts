/**
 * Server time of each list through app.inject (no network, no client), on the demo database and on the scale one side
 * by side: each round asks every list of one, then of the other, in turn, so that a slow moment of the machine (a
 * checkpoint, another process) spreads over both sides and all lists rather than landing on one, and the ratio of the
 * two compares the same moments. The first rounds are warm-up and not counted.
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

/** One side: an app on its database, a signed-in carrier owner's cookie, and the lists as that database resolves them. */
export interface MeasuredSide {
  app: FastifyInstance;
  cookie: string;
  lists: readonly StaffList[];
}

async function timed(side: MeasuredSide, list: StaffList): Promise<number> {
  const started = performance.now();
  const response = await side.app.inject({ method: "GET", url: list.url, headers: { cookie: side.cookie } });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) {
    throw new Error(`${list.name} (${list.url}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  return elapsed;
}

/** Each side's timings, list by list (the sides list the same names in the same order). */
export async function measureSides(sides: readonly MeasuredSide[], runs: number): Promise<ListTiming[][]> {
  const samples = sides.map((side) => side.lists.map((): number[] => []));
  for (let round = 0; round < WARM_UP_ROUNDS + runs; round++) {
    for (const [sideIndex, side] of sides.entries()) {
      for (const [index, list] of side.lists.entries()) {
        const elapsed = await timed(side, list);
        if (round >= WARM_UP_ROUNDS) samples[sideIndex]?.[index]?.push(elapsed);
      }
    }
  }
  return sides.map((side, sideIndex) =>
    side.lists.map((list, index) => ({
      name: list.name,
      p50: percentile(samples[sideIndex]?.[index] ?? [], 50),
      p95: percentile(samples[sideIndex]?.[index] ?? [], 95),
    })),
  );
}
