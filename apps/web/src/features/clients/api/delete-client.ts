/** DELETE /api/clients/:clientId (soft delete); the lists refresh. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export function deleteClient(clientId: string): Promise<null> {
  return apiClient.delete<null>(`/api/clients/${encodeURIComponent(clientId)}`);
}

export function useDeleteClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteClient(clientId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(clientId) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
