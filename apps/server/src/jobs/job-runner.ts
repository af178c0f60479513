/**
 * The one pg-boss instance of a process, on the app's own database (schema `pgboss`, installed on first start) and
 * through its pool, so that no second connection string is needed. Handlers are registered before `start`; jobs
 * survive a restart in the database, and a job sent here wakes this process's worker at once.
 */
import { sql } from "drizzle-orm";
import { type DrizzleTransactionLike, fromDrizzle, PgBoss, type QueueOptions } from "pg-boss";
import type { Database } from "../db/client";
import type { JobDefinition, JobPayload } from "./job-definition";

export type JobHandler<D extends JobDefinition> = (payload: JobPayload<D>) => Promise<void>;

export interface SendJobOptions {
  /** With an `exclusive` queue: no second job with this key while one is queued, retrying or active. */
  singletonKey?: string;
  /** A drizzle transaction to insert the job in: it is queued only if that transaction commits. */
  transaction?: DrizzleTransactionLike;
}

/** How this process works a queue: pg-boss's worker options that matter here. */
export interface WorkOptions {
  /** Workers of the queue in this process, each taking one job at a time (default 1). */
  localConcurrency?: number;
  /**
   * While more than this many jobs wait, the workers fetch again at once instead of waiting out the polling interval
   * (read from pg-boss's queue statistics, refreshed every JOB_SUPERVISE_INTERVAL_SECONDS).
   */
  burstWhenReadyExceeds?: number;
}

export interface JobRunner {
  /** Declares the queue and its worker; call before `start`. */
  register<D extends JobDefinition>(
    definition: D,
    handler: JobHandler<D>,
    queue?: QueueOptions,
    work?: WorkOptions,
  ): void;
  /** Runs once the runner has started (e.g. a sweep for work lost while the process was down). */
  onStart(task: () => Promise<void>): void;
  /**
   * Runs a registered job on a cron schedule (UTC). pg-boss keeps one schedule per queue in the database, so that
   * several nodes schedule it once between them.
   */
  schedule<D extends JobDefinition>(definition: D, cron: string, payload: JobPayload<D>): void;
  start(): Promise<void>;
  /** Waits (up to a timeout) for active jobs, then stops; unfinished jobs are retried by the next start. */
  stop(): Promise<void>;
  /**
   * Wakes this process's workers of the queue: after the commit of a transaction that sent jobs (`send` with a
   * transaction wakes them before the commit, when the job cannot be seen yet, and they would then wait a polling
   * interval).
   */
  wake(definition: JobDefinition): void;
  /** Returns the job id, or null when the queue's policy refused it (an equal job is already pending). */
  send<D extends JobDefinition>(
    definition: D,
    payload: JobPayload<D>,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /** Enqueues many at once; returns how many were accepted. */
  sendMany<D extends JobDefinition>(
    definition: D,
    jobs: { payload: JobPayload<D>; singletonKey?: string }[],
  ): Promise<number>;
}

export interface JobRunnerOptions {
  db: Database;
  pollingIntervalSeconds: number;
  onError: (error: unknown) => void;
}

const STOP_TIMEOUT_MS = 10_000;
/**
 * A worker refreshes its active jobs' heartbeat every 5 s (half of this); a job whose heartbeat is older than this
 * (its process died: kill -9, a crash, a lost machine) is failed by the supervisor and retried, so that it resumes
 * within seconds of a restart instead of waiting for pg-boss's 15-minute expiry. 10 s is pg-boss's minimum.
 */
export const JOB_HEARTBEAT_SECONDS = 10;
/** How often the supervisor looks for silent and expired jobs (pg-boss's default is 60 s). */
export const JOB_SUPERVISE_INTERVAL_SECONDS = 5;

interface Registration {
  definition: JobDefinition;
  handler: (payload: unknown) => Promise<void>;
  queue: QueueOptions;
  work: WorkOptions;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const boss = new PgBoss({
    db: fromDrizzle(options.db, sql),
    schema: "pgboss",
    superviseIntervalSeconds: JOB_SUPERVISE_INTERVAL_SECONDS,
    monitorIntervalSeconds: JOB_SUPERVISE_INTERVAL_SECONDS,
  });
  boss.on("error", options.onError);
  const registrations: Registration[] = [];
  const startTasks: (() => Promise<void>)[] = [];
  const schedules: { definition: JobDefinition; cron: string; payload: unknown }[] = [];
  const workerIds = new Map<string, string>();
  let state: "new" | "started" | "stopped" = "new";

  function assertStarted(): void {
    if (state !== "started") throw new Error(`the job runner is ${state === "new" ? "not started" : "stopped"}`);
  }

  async function startWorker({ definition, handler, queue, work }: Registration): Promise<void> {
    const settings = { heartbeatSeconds: JOB_HEARTBEAT_SECONDS, ...queue };
    await boss.createQueue(definition.name, { policy: definition.policy, ...settings });
    // createQueue leaves an existing queue as it was (one made before the heartbeat, or with other retries).
    await boss.updateQueue(definition.name, settings);
    const workerId = await boss.work(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, ...work },
      async (jobs) => {
        for (const job of jobs) {
          const parsed = definition.payload.safeParse(job.data);
          // A malformed payload never becomes valid: report it and let the job complete rather than retry.
          if (!parsed.success) options.onError(new Error(`job ${definition.name} ${job.id}: invalid payload`));
          else await handler(parsed.data);
        }
      },
    );
    workerIds.set(definition.name, workerId);
  }

  return {
    register(definition, handler, queue = {}, work = {}) {
      if (state !== "new") throw new Error("register jobs before the runner starts");
      registrations.push({ definition, handler: handler as (payload: unknown) => Promise<void>, queue, work });
    },
    wake(definition) {
      const workerId = workerIds.get(definition.name);
      if (state === "started" && workerId) boss.notifyWorker(workerId);
    },
    onStart(task) {
      startTasks.push(task);
    },
    schedule(definition, cron, payload) {
      if (state !== "new") throw new Error("schedule jobs before the runner starts");
      schedules.push({ definition, cron, payload: definition.payload.parse(payload) });
    },
    async start() {
      if (state !== "new") return;
      await boss.start();
      state = "started";
      for (const registration of registrations) await startWorker(registration);
      for (const { definition, cron, payload } of schedules) {
        await boss.schedule(definition.name, cron, payload as object, { tz: "UTC" });
      }
      for (const task of startTasks) await task();
    },
    async stop() {
      if (state !== "started") {
        state = "stopped";
        return;
      }
      state = "stopped";
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
    async send(definition, payload, sendOptions = {}) {
      assertStarted();
      const id = await boss.send(definition.name, definition.payload.parse(payload) as object, {
        ...(sendOptions.singletonKey && { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.transaction && { db: fromDrizzle(sendOptions.transaction, sql) }),
      });
      const workerId = workerIds.get(definition.name);
      if (id && workerId) boss.notifyWorker(workerId);
      return id;
    },
    async sendMany(definition, jobs) {
      assertStarted();
      if (jobs.length === 0) return 0;
      const ids = await boss.insert(
        definition.name,
        jobs.map((job) => ({
          data: definition.payload.parse(job.payload) as object,
          ...(job.singletonKey && { singletonKey: job.singletonKey }),
        })),
        { returnId: true },
      );
      const workerId = workerIds.get(definition.name);
      if (workerId) boss.notifyWorker(workerId);
      return ids?.length ?? 0;
    },
  };
}
