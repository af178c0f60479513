/** GET /api/users/authenticated, for the signed-in user's role only: staff may resend from a client's e-mail page. */
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export async function getSignedInRole(): Promise<CarrierRole | null> {
  const user = await apiClient.get<AuthenticatedUser | null>("/api/users/authenticated");
  return user?.role ?? null;
}

export function signedInRoleQueryOptions() {
  return queryOptions({ queryKey: ["emails", "me"], queryFn: getSignedInRole, staleTime: Number.POSITIVE_INFINITY });
}

export function useSignedInRole() {
  return useQuery(signedInRoleQueryOptions());
}
