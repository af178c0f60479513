/** GET /api/clients/:clientId: the client's detail, with the version its edits send back in If-Match. */
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export function getClient(clientId: string): Promise<ClientDetail> {
  return apiClient.get<ClientDetail>(`/api/clients/${encodeURIComponent(clientId)}`);
}

export function clientQueryOptions(clientId: string) {
  return queryOptions({ queryKey: clientKeys.detail(clientId), queryFn: () => getClient(clientId) });
}

export function useClient(clientId: string) {
  return useQuery(clientQueryOptions(clientId));
}
