/** GET /api/users/role/:role?search=: the brokers or ben admins a picker offers (first 25 matches). */
import type { UserList } from "@onboard/domain/users/user-admin-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import type { AssignableRole } from "./assign-user";
import { clientKeys } from "./client-keys";

export function getUsersByRole(role: AssignableRole, search: string): Promise<UserList> {
  return apiClient.get<UserList>(`/api/users/role/${role}`, {
    query: { search: search || undefined, limit: 25, offset: 0 },
  });
}

export function usersByRoleQueryOptions(role: AssignableRole, search: string) {
  return queryOptions({
    queryKey: clientKeys.usersByRole(role, search),
    queryFn: () => getUsersByRole(role, search),
    placeholderData: keepPreviousData,
  });
}

export function useUsersByRole(role: AssignableRole, search: string) {
  return useQuery(usersByRoleQueryOptions(role, search));
}
