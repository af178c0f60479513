/**
 * What the app asks of QPS, the carrier's policy-administration system (issue 17), and the three ways it can fail. The
 * wire contract is `@onboard/domain/qps/qps-wire`; the HTTP client is `http-qps-client.ts`.
 */
import type { QpsCase, QpsPlanDesign, QpsPushAnswer } from "@onboard/domain/qps/qps-wire";

export interface QpsCallOptions {
  /** The caller's abort (a job cancelled, the server shutting down): the call stops at once and rejects with it. */
  signal?: AbortSignal;
}

export interface QpsClient {
  /** Pushes a case's plan design; the same idempotencyKey never updates the case twice. */
  pushPlanDesign(design: QpsPlanDesign, idempotencyKey: string, options?: QpsCallOptions): Promise<QpsPushAnswer>;
  /** The case as QPS holds it, or null when QPS has never had it. */
  getCase(caseId: string, options?: QpsCallOptions): Promise<QpsCase | null>;
}

/**
 * QPS gave no answer in time, on the last of the attempts. It may still have taken the push: pushing again with the
 * same idempotency key is safe, and the portal shows the push as TIMEOUT until then.
 */
export class QpsTimeoutError extends Error {
  constructor(
    readonly attempts: number,
    readonly timeoutMs: number,
  ) {
    super(`QPS did not answer in time: no answer within ${timeoutMs} ms, after ${attempts} attempt(s)`);
    this.name = "QpsTimeoutError";
  }
}

/**
 * QPS could not be reached, failed (5xx), or answered something that is not the wire contract: worth trying again
 * later. `status` is the HTTP status of the last answer, or null when the connection itself failed.
 */
export class QpsUnavailableError extends Error {
  readonly attempts: number;
  readonly status: number | null;

  constructor(message: string, details: { attempts: number; status: number | null; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = "QpsUnavailableError";
    this.attempts = details.attempts;
    this.status = details.status;
  }
}

/** QPS refused the request (a 4xx): sending it again would be refused again, so it is never retried. */
export class QpsRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly qpsMessage: string,
  ) {
    super(`QPS refused the request (HTTP ${status}): ${qpsMessage}`);
    this.name = "QpsRejectedError";
  }
}
