/** GET /api/users/{broker|ben-admin}/{userId}: one broker or ben admin, with their client ids. */
import type { UserDetail, UserKind } from "@onboard/domain/users/user-admin-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { kindPath, userKeys } from "./user-keys";

export function getUser(kind: UserKind, userId: string): Promise<UserDetail> {
  return apiClient.get<UserDetail>(kindPath(kind, userId));
}

export function userQueryOptions(kind: UserKind, userId: string) {
  return queryOptions({ queryKey: userKeys.detail(kind, userId), queryFn: () => getUser(kind, userId) });
}

export function useUser(kind: UserKind, userId: string) {
  return useQuery(userQueryOptions(kind, userId));
}
