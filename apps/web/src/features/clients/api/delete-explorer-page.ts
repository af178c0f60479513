/** DELETE /api/clients/:clientId/explorer-pages/:explorerPageId: a soft delete (staff can recover the site). */
import { EXPLORER_ADMIN_PATHS } from "@onboard/domain/explorer/explorer-admin-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { explorerPagesKeys } from "../../../lib/explorer-pages-list";

export function deleteExplorerPage(clientId: string, explorerPageId: string): Promise<void> {
  return apiClient.delete<void>(EXPLORER_ADMIN_PATHS.page(clientId, explorerPageId));
}

export function useDeleteExplorerPage(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (explorerPageId: string) => deleteExplorerPage(clientId, explorerPageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: explorerPagesKeys.client(clientId) }),
  });
}
