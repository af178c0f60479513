/**
 * Who am I: the one query of the signed-in user (GET /api/users/authenticated; null when signed out), always
 * refetched, dates converted. The session guard loads it before a signed-in page renders; every page and feature
 * that needs the user, its id or its role reads it through the hooks here, under this one key.
 */
import { SESSION_STALE_TIME_MS } from "@onboard/domain/http/retry-policy";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { type QueryClient, queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { apiClient } from "./api-client";

export const SESSION_QUERY_KEY = ["session", "authenticated-user"] as const;

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

/** The signed-in user's role, or null (signed out, or not loaded yet). */
export function useSignedInRole(): CarrierRole | null {
  return useSession().data?.role ?? null;
}

/** Refetches the signed-in user (after sign-in); resolves once the active query is back. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
