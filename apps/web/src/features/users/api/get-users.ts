/** GET /api/users/{internal|broker|ben-admin}: one page of an administered user list. */
import type { UserKind, UserList, UserListQuery } from "@onboard/domain/users/user-admin-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { kindPath, userKeys } from "./user-keys";

export function getUsers(kind: UserKind, query: UserListQuery): Promise<UserList> {
  return apiClient.get<UserList>(kindPath(kind), { query: { ...query } });
}

export function usersQueryOptions(kind: UserKind, query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(kind, query),
    queryFn: () => getUsers(kind, query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(kind: UserKind, query: UserListQuery) {
  return useQuery(usersQueryOptions(kind, query));
}
