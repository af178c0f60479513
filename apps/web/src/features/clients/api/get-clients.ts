/** GET /api/clients: one page of the client list, with its filters. */
import type { ClientList, ClientListQuery } from "@onboard/domain/clients/client-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export type ClientListRequest = Partial<ClientListQuery>;

export function getClients(query: ClientListRequest): Promise<ClientList> {
  const { phaseIds, releaseStatuses, errorTypes, ...rest } = query;
  return apiClient.get<ClientList>("/api/clients", {
    query: {
      ...rest,
      // Comma-separated lists (the server also takes repeated parameters).
      phaseIds: phaseIds?.length ? phaseIds.join(",") : undefined,
      releaseStatuses: releaseStatuses?.length ? releaseStatuses.join(",") : undefined,
      errorTypes: errorTypes?.length ? errorTypes.join(",") : undefined,
    },
  });
}

export function clientsQueryOptions(query: ClientListRequest) {
  return queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: () => getClients(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useClients(query: ClientListRequest) {
  return useQuery(clientsQueryOptions(query));
}
