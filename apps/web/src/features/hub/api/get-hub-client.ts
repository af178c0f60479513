/** GET /api/clients/:clientId for the hub's own needs: setup completion and the implementation consultant. */
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";

export function getHubClient(clientId: string): Promise<ClientDetail> {
  return apiClient.get<ClientDetail>(clientPath(clientId));
}

export function hubClientQueryOptions(clientId: string) {
  return queryOptions({ queryKey: hubKeys.client(clientId), queryFn: () => getHubClient(clientId) });
}

export function useHubClient(clientId: string) {
  return useQuery(hubClientQueryOptions(clientId));
}
