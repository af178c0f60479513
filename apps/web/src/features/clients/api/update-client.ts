/**
 * PUT /api/clients/:clientId with If-Match: the version the form was loaded with. A 412 means someone else saved
 * first: the caller shows it, and the detail is reloaded here so that the form shows the current values.
 */
import type { ClientDetail, UpdateClientInput } from "@onboard/domain/clients/client-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, isApiError } from "../../../lib/api-client";
import { clientKeys, invalidateClient } from "./client-keys";

export interface UpdateClientRequest {
  clientId: string;
  version: number;
  changes: Omit<UpdateClientInput, "version">;
}

export function updateClient({ clientId, version, changes }: UpdateClientRequest): Promise<ClientDetail> {
  return apiClient.put<ClientDetail>(`/api/clients/${encodeURIComponent(clientId)}`, changes, {
    headers: { "If-Match": `"${version}"` },
  });
}

export function useUpdateClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(clientId), client);
      return invalidateClient(queryClient, clientId, ["detail"]);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
      }
    },
  });
}
