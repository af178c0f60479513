/**
 * Runs fuzz cases against one app, route by route, with fast-check: builds each request, injects it, and checks the
 * answer (no 5xx; errors as `{ code, message }` JSON) and, for a refused call, that the database did not change.
 * After an accepted write the fuzzer waits for the background jobs it queued and reads the fingerprint afresh; the
 * fixtures are rebuilt only after a write that can take them away from the next runs (a delete, a sign-out, a user
 * changed, an archive, a transfer); other accepted writes leave them usable. A refused call must have changed nothing.
 * Shared by the vitest test and bench/fuzz.bench.ts.
 */
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../src/db/client";
import { buildRequest } from "./build-request";
import { caseArbitrary } from "./case-arbitrary";
import {
  changedTables,
  type Fingerprint,
  fingerprintReader,
  nextTransactionId,
  waitForIdleJobs,
} from "./db-fingerprint";
import type { ErrorLog } from "./error-log";
import { type Finding, FindingLog } from "./findings";
import type { FuzzCase } from "./fuzz-case";
import { buildFuzzWorld, type FuzzWorld } from "./fuzz-world";
import type { FuzzRoute } from "./route-catalog";

/**
 * Accepted writes after which the fixtures may be gone or out of reach: deletes, a sign-out, a role change, an
 * unassignment, an archive (PUT client), a transfer, the QA purge. Other accepted writes leave them usable.
 */
const DISRUPTIVE = [
  /^DELETE /,
  /\/logout$/,
  /\/change-to-broker$/,
  /\/unassign\//,
  /^PUT \/api\/clients\/:clientId$/,
  /^PUT \/api\/explorer-pages\/transfer\//,
  /^POST \/api\/admin\/purge-qa-data$/,
];

export interface RouteFuzzOptions {
  numRuns: number;
  seed?: number;
}

export class FuzzRunner {
  readonly findings = new FindingLog();
  readonly runsByRoute = new Map<string, number>();
  /** Per route, how many answers of each status: shows how deep the runs got (400s from validation, 2xx, 404s). */
  readonly statusesByRoute = new Map<string, Map<number, number>>();
  worldsBuilt = 0;
  private world: FuzzWorld | null = null;
  private before: Fingerprint | null = null;
  private readonly fingerprint: () => Promise<Fingerprint>;

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Database,
    private readonly errors: ErrorLog,
  ) {
    this.fingerprint = fingerprintReader(db);
  }

  private async currentWorld(): Promise<FuzzWorld> {
    if (!this.world) {
      this.world = await buildFuzzWorld(this.app, this.db);
      this.worldsBuilt++;
      await waitForIdleJobs(this.db);
      this.before = null;
    }
    return this.world;
  }

  async runCase(route: FuzzRoute, fuzzCase: FuzzCase): Promise<void> {
    const world = await this.currentWorld();
    const request = await buildRequest(this.db, route, world, fuzzCase);
    this.before ??= await this.fingerprint();
    const transactionBefore = await nextTransactionId(this.db);
    this.errors.clear();
    const answer = await this.app.inject(request);
    const name = `${route.method} ${route.path}`;
    this.runsByRoute.set(name, (this.runsByRoute.get(name) ?? 0) + 1);
    const statuses = this.statusesByRoute.get(name) ?? new Map<number, number>();
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    this.statusesByRoute.set(name, statuses);
    if (answer.statusCode < 400) {
      if (route.method !== "GET") {
        await waitForIdleJobs(this.db);
        this.before = null;
        if (DISRUPTIVE.some((pattern) => pattern.test(name))) this.world = null;
      }
      return;
    }
    // Nothing was written when no transaction id was handed out; else compare every table.
    let changed: string[] = [];
    if ((await nextTransactionId(this.db)) !== transactionBefore) {
      const after = await this.fingerprint();
      changed = changedTables(this.before, after);
      this.before = after;
    }
    const serverError = this.errors.take();
    this.findings.record(route, fuzzCase, request, answer, { changed, serverError });
    // A refused call that wrote anyway may have broken the fixtures as much as an accepted one.
    if (changed.length > 0) this.world = null;
  }

  /** Fuzzes one route with `numRuns` cases; returns the findings for it so far. */
  async fuzzRoute(route: FuzzRoute, options: RouteFuzzOptions): Promise<Finding[]> {
    await fc.assert(
      fc.asyncProperty(caseArbitrary(route), async (fuzzCase) => {
        await this.runCase(route, fuzzCase);
      }),
      { numRuns: options.numRuns, seed: options.seed, endOnFailure: true },
    );
    return this.findings.forRoute(route);
  }
}
