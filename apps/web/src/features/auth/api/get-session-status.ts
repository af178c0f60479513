/** GET /api/users/authenticated/session-status: when the session ends if idle, and at the latest. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { SESSION_STATUS_POLL_MS } from "../session-expiry";
import { authKeys } from "./auth-keys";

export interface SessionStatus {
  idleExpiresAt: string;
  absoluteExpiresAt: string;
}

export function getSessionStatus(): Promise<SessionStatus> {
  // A 401 here means the session has ended: the api client's rule sends the user to sign in again.
  return apiClient.get<SessionStatus>("/api/users/authenticated/session-status");
}

export function sessionStatusQueryOptions() {
  return queryOptions({
    queryKey: authKeys.sessionStatus(),
    queryFn: getSessionStatus,
    staleTime: 0,
    refetchInterval: SESSION_STATUS_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

export function useSessionStatus() {
  return useQuery(sessionStatusQueryOptions());
}
