/** GET /api/users/authenticated, for the signed-in user's id only: the client list keeps its filters per user. */
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export async function getSignedInUserId(): Promise<string | null> {
  const user = await apiClient.get<AuthenticatedUser | null>("/api/users/authenticated");
  return user?.id ?? null;
}

export function signedInUserIdQueryOptions() {
  return queryOptions({ queryKey: clientKeys.me(), queryFn: getSignedInUserId, staleTime: Number.POSITIVE_INFINITY });
}

export function useSignedInUserId() {
  return useQuery(signedInUserIdQueryOptions());
}
