/** GET /api/users/auth-token/:token: who an activation or reset link is for (404 TOKEN_EXPIRED when it is not valid). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { authKeys } from "./auth-keys";

export const AUTH_TOKEN_TYPES = ["ACTIVATION", "REACTIVATION", "RESET"] as const;
export type AuthTokenType = (typeof AUTH_TOKEN_TYPES)[number];

export interface AuthToken {
  type: AuthTokenType;
  email: string;
  name: string;
  expiresAt: string;
}

export function getAuthToken(token: string): Promise<AuthToken | null> {
  return apiClient.get<AuthToken | null>(`/api/users/auth-token/${encodeURIComponent(token)}`, {
    redirectOnError: false,
  });
}

export function authTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.authToken(token),
    queryFn: () => getAuthToken(token),
    // Links are single use: coming back to one must ask the server again, never trust an earlier answer.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAuthToken(token: string | null) {
  return useQuery({ ...authTokenQueryOptions(token ?? ""), enabled: token !== null });
}
