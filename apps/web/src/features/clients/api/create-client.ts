/** POST /api/clients: creates a client; the list refreshes. */
import type { ClientDetail, CreateClientInput } from "@onboard/domain/clients/client-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export function createClient(body: CreateClientInput): Promise<ClientDetail> {
  return apiClient.post<ClientDetail>("/api/clients", body);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  });
}
