/** POST /api/clients/:clientId/explorer-pages: creates a site with its plans; answers 201 with the detail. */
import { EXPLORER_ADMIN_PATHS, type ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import type { ExplorerSiteWithPlansInput } from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { explorerPagesKeys } from "../../../lib/explorer-pages-list";
import { explorerAdminKeys } from "./explorer-admin-keys";

export function createExplorerPage(clientId: string, body: ExplorerSiteWithPlansInput): Promise<ExplorerPageDetail> {
  return apiClient.post<ExplorerPageDetail>(EXPLORER_ADMIN_PATHS.create(clientId), body);
}

export function useCreateExplorerPage(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExplorerSiteWithPlansInput) => createExplorerPage(clientId, body),
    onSuccess: (page) => {
      queryClient.setQueryData(explorerAdminKeys.page(clientId, page.id), page);
      return queryClient.invalidateQueries({ queryKey: explorerPagesKeys.client(clientId) });
    },
  });
}
