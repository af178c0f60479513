/** GET /api/clients/:clientId/explorer-pages/:explorerPageId: a site with its plans and the version for If-Match. */
import { EXPLORER_ADMIN_PATHS, type ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { explorerAdminKeys } from "./explorer-admin-keys";

export function getExplorerPage(clientId: string, explorerPageId: string): Promise<ExplorerPageDetail> {
  return apiClient.get<ExplorerPageDetail>(EXPLORER_ADMIN_PATHS.page(clientId, explorerPageId));
}

export function explorerPageQueryOptions(clientId: string, explorerPageId: string) {
  return queryOptions({
    queryKey: explorerAdminKeys.page(clientId, explorerPageId),
    queryFn: () => getExplorerPage(clientId, explorerPageId),
  });
}

export function useExplorerPage(clientId: string, explorerPageId: string) {
  return useQuery(explorerPageQueryOptions(clientId, explorerPageId));
}
