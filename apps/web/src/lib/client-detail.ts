/**
 * GET /api/clients/:clientId: a client's detail, with the version its edits send back in If-Match. One query and one
 * key for the hub layout, the hub pages and the client page; the client page's edits update or refresh this key.
 */
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "./api-client";

/** Under the clients feature's "clients" prefix, so that its invalidations cover the detail too. */
export const clientDetailKey = (clientId: string) => ["clients", "detail", clientId] as const;

export function getClient(clientId: string): Promise<ClientDetail> {
  return apiClient.get<ClientDetail>(`/api/clients/${encodeURIComponent(clientId)}`);
}

export function clientQueryOptions(clientId: string) {
  return queryOptions({ queryKey: clientDetailKey(clientId), queryFn: () => getClient(clientId) });
}

export function useClient(clientId: string) {
  return useQuery(clientQueryOptions(clientId));
}
