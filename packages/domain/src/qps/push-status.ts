/**
 * How a push's api job status shows (benefits-explorer spec §4 "Push job status to display status", §8 "Push result
 * labels"): NOT_APPLICABLE and COMPLETED show success, IN_PROGRESS loading, COMPLETED_WITH_WARNINGS success with
 * warnings, COMPLETED_WITH_ERRORS and TIMEOUT error.
 */
import type { ApiJobStatus } from "../explorer/benefit-types";

export type PushDisplayStatus = "success" | "loading" | "warning" | "error";

const DISPLAY: Record<ApiJobStatus, PushDisplayStatus> = {
  NOT_APPLICABLE: "success",
  COMPLETED: "success",
  IN_PROGRESS: "loading",
  COMPLETED_WITH_WARNINGS: "warning",
  COMPLETED_WITH_ERRORS: "error",
  TIMEOUT: "error",
};

export function pushDisplayStatus(status: ApiJobStatus): PushDisplayStatus {
  return DISPLAY[status];
}

/** The spec's labels, word for word (§8). A push in progress has none: the overlay shows its progress. */
export const PUSH_RESULT_LABELS = {
  error: "Pushed with errors",
  warning: "Pushed with warnings",
  success: "Successfully pushed",
} as const satisfies Record<Exclude<PushDisplayStatus, "loading">, string>;

/** Whether a job is still running: the web app polls GET /api/api-jobs every 60 s while any push is. */
export function isPushRunning(status: ApiJobStatus): boolean {
  return status === "IN_PROGRESS";
}

/** The web app polls GET /api/api-jobs every 60 s while any push is loading (spec §9 "Push polling 60 s"). */
export const PUSH_POLLING_MS = 60_000;

/**
 * The live socket (carrier staff) reconnects at most 5 times (spec §9 "socket reconnection attempts 5"). Issue 19
 * (live support chat) shares the socket.
 */
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
