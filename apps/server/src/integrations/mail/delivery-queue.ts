/**
 * The delivery queue behind the mailer when SMTP_URL is set: each e-mail becomes an `email.deliver` job (singleton
 * per e-mail, retried with a doubling delay). At start-up it sweeps the outbox for e-mails still waiting whose job
 * was lost (stored just before a crash, or while the mail server was not configured), so nothing is left behind.
 */
import { and, eq, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emails } from "../../db/schema/index";
import { deliverEmailJob } from "../../jobs/definitions/deliver-email";
import { deliverEmailHandler } from "../../jobs/handlers/deliver-email.handler";
import type { JobRunner } from "../../jobs/job-runner";
import type { MailTransport } from "./mail-transport";
import { statusesOf } from "./outbox";

export interface DeliveryQueue {
  enqueue(emailId: string): Promise<void>;
  /** Resolves once every e-mail enqueued here has left QUEUED (delivered, or failed at least once). */
  whenIdle(): Promise<void>;
  close(): void;
}

export interface DeliveryQueueOptions {
  db: Database;
  jobs: JobRunner;
  transport: MailTransport;
  retry: { limit: number; delaySeconds: number };
  /** A job that could not be queued: the e-mail stays QUEUED in the outbox and the next start-up sweep takes it. */
  onError: (error: unknown, emailId: string) => void;
}

/** The longest wait between two retries, whatever the doubling reaches. */
const RETRY_DELAY_MAX_SECONDS = 3600;
/** At most this many e-mails are re-queued per start; the rest wait for the next one. */
const SWEEP_BATCH = 1000;
const IDLE_POLL_MS = 25;
const IDLE_TIMEOUT_MS = 30_000;

/** Queues, as jobs, the e-mails still waiting: QUEUED ones, and FAILED ones that have retries left. */
export async function sweepOutbox(db: Database, jobs: JobRunner, retryLimit: number): Promise<number> {
  const waiting = await db
    .select({ id: emails.id })
    .from(emails)
    .where(or(eq(emails.status, "QUEUED"), and(eq(emails.status, "FAILED"), lte(emails.attempts, retryLimit))))
    .orderBy(emails.createdAt)
    .limit(SWEEP_BATCH);
  // The queue is exclusive per e-mail, so those whose job is still pending are refused, not doubled.
  return jobs.sendMany(
    deliverEmailJob,
    waiting.map((row) => ({ payload: { emailId: row.id }, singletonKey: row.id })),
  );
}

export function createDeliveryQueue(options: DeliveryQueueOptions): DeliveryQueue {
  const { db, jobs, transport, retry, onError } = options;
  const pending = new Set<string>();

  jobs.register(deliverEmailJob, deliverEmailHandler({ db, transport }), {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
  });
  jobs.onStart(async () => {
    await sweepOutbox(db, jobs, retry.limit);
  });

  return {
    async enqueue(emailId) {
      try {
        await jobs.send(deliverEmailJob, { emailId }, { singletonKey: emailId });
        pending.add(emailId);
      } catch (error) {
        // The e-mail is safe in the outbox: the caller's request must not fail for want of a job.
        onError(error, emailId);
      }
    },
    async whenIdle() {
      const deadline = Date.now() + IDLE_TIMEOUT_MS;
      while (pending.size > 0) {
        const statuses = await statusesOf(db, [...pending]);
        for (const id of pending) if (statuses.get(id) !== "QUEUED") pending.delete(id);
        if (pending.size === 0) return;
        if (Date.now() > deadline)
          throw new Error(`${pending.size} e-mail(s) still QUEUED after ${IDLE_TIMEOUT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
      }
    },
    close() {
      transport.close();
    },
  };
}
