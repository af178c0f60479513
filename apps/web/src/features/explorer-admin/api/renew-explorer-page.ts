/** POST /api/clients/:clientId/explorer-pages/:explorerPageId/renew: next year's site, and what changed. */
import { EXPLORER_ADMIN_PATHS, type RenewExplorerPageResponse } from "@onboard/domain/explorer/explorer-admin-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { explorerPagesKeys } from "../../../lib/explorer-pages-list";
import { explorerAdminKeys } from "./explorer-admin-keys";

export function renewExplorerPage(clientId: string, explorerPageId: string): Promise<RenewExplorerPageResponse> {
  return apiClient.post<RenewExplorerPageResponse>(EXPLORER_ADMIN_PATHS.renew(clientId, explorerPageId), {});
}

export function useRenewExplorerPage(clientId: string, explorerPageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewExplorerPage(clientId, explorerPageId),
    onSuccess: (renewal) => {
      queryClient.setQueryData(explorerAdminKeys.page(clientId, renewal.explorerPage.id), renewal.explorerPage);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: explorerAdminKeys.page(clientId, explorerPageId) }),
        queryClient.invalidateQueries({ queryKey: explorerPagesKeys.client(clientId) }),
      ]);
    },
  });
}
