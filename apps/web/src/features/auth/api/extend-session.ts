/** POST /api/users/authenticated/extend: slides the idle expiry ("Stay signed in"). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { type SessionStatus, sessionStatusQueryOptions } from "./get-session-status";

export function extendSession(): Promise<SessionStatus | null> {
  return apiClient.post<SessionStatus | null>("/api/users/authenticated/extend");
}

function isSessionStatus(value: unknown): value is SessionStatus {
  return typeof value === "object" && value !== null && "idleExpiresAt" in value && "absoluteExpiresAt" in value;
}

export function useExtendSession() {
  const queryClient = useQueryClient();
  const { queryKey } = sessionStatusQueryOptions();
  return useMutation({
    mutationFn: extendSession,
    // The answer may carry the new expiry; otherwise ask for it.
    onSuccess: (status) =>
      isSessionStatus(status)
        ? queryClient.setQueryData(queryKey, status)
        : queryClient.invalidateQueries({ queryKey }),
  });
}
