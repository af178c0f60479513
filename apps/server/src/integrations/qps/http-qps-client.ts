/**
 * The QpsClient over HTTP (the wire contract in `@onboard/domain/qps/qps-wire`), for real QPS and the simulator alike.
 * Each attempt has its own timeout; a 5xx, a failed connection or a timed-out attempt is tried again after a doubling
 * wait, a 4xx never is. A push sends the same idempotency key on every attempt, so a retry of an update QPS did take
 * (its answer lost on the way back) replays the first answer instead of updating the case twice.
 */
import {
  QPS_IDEMPOTENCY_HEADER,
  type QpsCase,
  type QpsPlanDesign,
  type QpsPushAnswer,
  qpsCaseSchema,
  qpsPushAnswerSchema,
} from "@onboard/domain/qps/qps-wire";
import { type ZodType, z } from "zod";
import {
  type QpsCallOptions,
  type QpsClient,
  QpsRejectedError,
  QpsTimeoutError,
  QpsUnavailableError,
} from "./qps-client";
import { backoffDelayMs, sleep } from "./retry-backoff";

export interface HttpQpsClientOptions {
  /** QPS's base URL; a function is asked on every attempt (the embedded simulator's URL is known only once it runs). */
  baseUrl: string | (() => string);
  /** How long one attempt may take, answer body included. Default 20 s. */
  timeoutMs?: number;
  /** Attempts in all, the first included. Default 4. */
  attempts?: number;
  /** The wait before the first retry, doubling for each next one, plus up to 20% jitter. Default 500 ms. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

interface QpsRequest {
  method: "GET" | "PUT";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The last attempt's outcome: an answer (any status below 500 ends the retries), a timeout, or a failed connection. */
type Outcome =
  | { kind: "answered"; status: number; text: string }
  | { kind: "timeout" }
  | { kind: "connection"; cause: TypeError };

export function createHttpQpsClient(options: HttpQpsClientOptions): QpsClient {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const attempts = Math.max(1, options.attempts ?? 4);
  const backoffMs = options.backoffMs ?? 500;
  const fetchFn = options.fetch ?? fetch;
  const baseUrl = () => (typeof options.baseUrl === "string" ? options.baseUrl : options.baseUrl()).replace(/\/+$/, "");

  async function attempt(request: QpsRequest, signal: AbortSignal | undefined): Promise<Outcome> {
    // Built outside the try: a malformed base URL is a configuration error, not a connection worth retrying.
    const url = new URL(`${baseUrl()}${request.path}`);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchFn(url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      // The body is read under the same signals: a QPS that sends headers and then stalls is a timeout too.
      return { kind: "answered", status: response.status, text: await response.text() };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) return { kind: "timeout" };
      // fetch reports a refused, reset or dropped connection as a TypeError ("fetch failed", "terminated").
      if (error instanceof TypeError) return { kind: "connection", cause: error };
      throw error;
    }
  }

  /** Sends the request until QPS answers below 500 or the attempts run out; returns that answer and its attempt. */
  async function send(request: QpsRequest, signal: AbortSignal | undefined) {
    signal?.throwIfAborted();
    for (let number = 1; ; number++) {
      const outcome = await attempt(request, signal);
      if (outcome.kind === "answered" && outcome.status < 500) return { ...outcome, attempts: number };
      if (number >= attempts) throw failure(outcome, number);
      await sleep(backoffDelayMs(backoffMs, number), signal);
    }
  }

  function failure(outcome: Outcome, attemptsMade: number): Error {
    switch (outcome.kind) {
      case "timeout":
        return new QpsTimeoutError(attemptsMade, timeoutMs);
      case "connection": {
        const cause = outcome.cause.cause as { code?: string; message?: string } | undefined;
        const detail = cause?.code ?? cause?.message ?? outcome.cause.message;
        return new QpsUnavailableError(
          `QPS is unavailable: the connection failed (${detail}), after ${attemptsMade} attempt(s)`,
          { attempts: attemptsMade, status: null, cause: outcome.cause },
        );
      }
      case "answered":
        return new QpsUnavailableError(
          `QPS is unavailable: it answered HTTP ${outcome.status} (${qpsMessage(outcome.text)}), after ${attemptsMade} attempt(s)`,
          { attempts: attemptsMade, status: outcome.status },
        );
    }
  }

  /** A 2xx answer as the wire contract says it must be; anything else is QPS misbehaving, not the caller. */
  function parseAnswer<T>(
    request: QpsRequest,
    answer: Outcome & { kind: "answered"; attempts: number },
    schema: ZodType<T>,
  ): T {
    const what = `${request.method} ${request.path}`;
    if (answer.status >= 400) throw new QpsRejectedError(answer.status, qpsMessage(answer.text));
    if (answer.status < 200 || answer.status >= 300) {
      throw unexpected(what, `HTTP ${answer.status}`, answer.attempts, answer.status);
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      throw unexpected(what, `a body that is not JSON: ${clip(answer.text)}`, answer.attempts, answer.status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unexpected(what, z.prettifyError(parsed.error), answer.attempts, answer.status);
    return parsed.data;
  }

  return {
    async pushPlanDesign(design: QpsPlanDesign, idempotencyKey: string, call?: QpsCallOptions): Promise<QpsPushAnswer> {
      const request: QpsRequest = {
        method: "PUT",
        path: `/cases/${encodeURIComponent(design.caseId)}/plan-design`,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          [QPS_IDEMPOTENCY_HEADER]: idempotencyKey,
        },
        body: JSON.stringify(design),
      };
      return parseAnswer(request, await send(request, call?.signal), qpsPushAnswerSchema);
    },

    async getCase(caseId: string, call?: QpsCallOptions): Promise<QpsCase | null> {
      const request: QpsRequest = {
        method: "GET",
        path: `/cases/${encodeURIComponent(caseId)}`,
        headers: { accept: "application/json" },
      };
      const answer = await send(request, call?.signal);
      if (answer.status === 404) return null;
      return parseAnswer(request, answer, qpsCaseSchema);
    },
  };
}

function unexpected(what: string, detail: string, attempts: number, status: number): QpsUnavailableError {
  return new QpsUnavailableError(`QPS answered something unexpected to ${what}: ${detail}`, { attempts, status });
}

/** QPS's own words from an error answer: the `message` of a JSON body (as Fastify sends), else the text itself. */
function qpsMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  } catch {
    // Not JSON: the text is the message.
  }
  return clip(text) || "(no message)";
}

function clip(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 500 ? `${trimmed.slice(0, 500)}…` : trimmed;
}
