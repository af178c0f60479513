/** GET /api/users/{userId}/clients: one page of a user's clients. */
import type { UserClientList, UserClientsQuery } from "@onboard/domain/users/user-admin-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { userKeys } from "./user-keys";

export function getUserClients(userId: string, query: UserClientsQuery): Promise<UserClientList> {
  return apiClient.get<UserClientList>(`/api/users/${encodeURIComponent(userId)}/clients`, { query: { ...query } });
}

export function userClientsQueryOptions(userId: string, query: UserClientsQuery) {
  return queryOptions({
    queryKey: userKeys.clients(userId, query),
    queryFn: () => getUserClients(userId, query),
    placeholderData: keepPreviousData,
  });
}

export function useUserClients(userId: string, query: UserClientsQuery) {
  return useQuery(userClientsQueryOptions(userId, query));
}
