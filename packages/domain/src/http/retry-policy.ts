/** Retry, delay and stale-time rules for the web app's query client (both specs §7). */
import { INVALID_CSRF_MESSAGE } from "../errors/error-shape";

/** Statuses worth retrying a query for; status 0 (no response) is retried too. */
export const RETRYABLE_STATUSES = [502, 503, 504, 429, 499] as const;
export const MAX_RETRIES = 2;
export const QUERY_RETRY_DELAY_STEP_MS = 1_000;
export const MUTATION_RETRY_DELAY_STEP_MS = 3_000;
export const QUERY_STALE_TIME_MS = 60_000;
/** The session query is always refetched (spec: zero stale time). */
export const SESSION_STALE_TIME_MS = 0;

export function isRetryableStatus(status: number): boolean {
  return status === 0 || (RETRYABLE_STATUSES as readonly number[]).includes(status);
}

/** failureCount is how many attempts already failed and were retried (react-query passes 0 first). */
export function shouldRetryQuery(failureCount: number, error: { status: number }): boolean {
  return failureCount < MAX_RETRIES && isRetryableStatus(error.status);
}

/** Attempt 1 waits 1 s, attempt 2 waits 2 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return attemptIndex * QUERY_RETRY_DELAY_STEP_MS;
}

export function shouldRetryMutation(failureCount: number, error: { message: string }): boolean {
  return failureCount < MAX_RETRIES && error.message === INVALID_CSRF_MESSAGE;
}

/** Attempt 1 waits 3 s, attempt 2 waits 6 s. */
export function mutationRetryDelay(attempt: number): number {
  return attempt * MUTATION_RETRY_DELAY_STEP_MS;
}
/** GET /api/configuration is cached for the life of the page. */
export const CONFIGURATION_STALE_TIME_MS = Number.POSITIVE_INFINITY;
