/** POST /api/clients/:clientId/base-client: links (or with null unlinks) the base client of an Add Coverage client. */
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys, invalidateClient } from "./client-keys";

export function linkBaseClient(clientId: string, baseClientId: string | null): Promise<ClientDetail> {
  return apiClient.post<ClientDetail>(`/api/clients/${encodeURIComponent(clientId)}/base-client`, { baseClientId });
}

export function useLinkBaseClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (baseClientId: string | null) => linkBaseClient(clientId, baseClientId),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(clientId), client);
      return invalidateClient(queryClient, clientId, ["detail"]);
    },
  });
}
