/** GET /api/users/authenticated: the signed-in user or null; always refetched, dates converted. */
import { SESSION_STALE_TIME_MS } from "@onboard/domain/http/retry-policy";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/session-query-key";

export interface SessionUser extends Omit<AuthenticatedUser, "termsOfUseDate" | "clients"> {
  termsOfUseDate: Date | null;
  clients: { id: string; name: string; completedSetupAt: Date | null }[];
}

function toDate(value: string | null): Date | null {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toSessionUser(user: AuthenticatedUser): SessionUser {
  return {
    ...user,
    termsOfUseDate: toDate(user.termsOfUseDate),
    clients: user.clients.map((client) => ({ ...client, completedSetupAt: toDate(client.completedSetupAt) })),
  };
}

export async function getAuthenticatedUser(): Promise<SessionUser | null> {
  const user = await apiClient.get<AuthenticatedUser | null>("/api/users/authenticated");
  return user ? toSessionUser(user) : null;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getAuthenticatedUser,
    staleTime: SESSION_STALE_TIME_MS,
    refetchOnWindowFocus: true,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** For guards: suspends until the session is known. */
export function useSuspenseSession(): SessionUser | null {
  return useSuspenseQuery(sessionQueryOptions()).data;
}
