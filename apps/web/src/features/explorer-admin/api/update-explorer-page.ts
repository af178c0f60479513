/**
 * PUT /api/clients/:clientId/explorer-pages/:explorerPageId with If-Match: the version the form was loaded with. A 412
 * means someone else saved first: the caller says so, and the detail is reloaded here so the form shows their values.
 */
import { EXPLORER_ADMIN_PATHS, type ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import type { ExplorerSiteWithPlansInput } from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, isApiError } from "../../../lib/api-client";
import { explorerPagesKeys } from "../../../lib/explorer-pages-list";
import { explorerAdminKeys } from "./explorer-admin-keys";

export interface UpdateExplorerPageRequest {
  version: number;
  body: ExplorerSiteWithPlansInput;
}

export function updateExplorerPage(
  clientId: string,
  explorerPageId: string,
  { version, body }: UpdateExplorerPageRequest,
): Promise<ExplorerPageDetail> {
  return apiClient.put<ExplorerPageDetail>(EXPLORER_ADMIN_PATHS.page(clientId, explorerPageId), body, {
    headers: { "If-Match": `"${version}"` },
  });
}

export function useUpdateExplorerPage(clientId: string, explorerPageId: string) {
  const queryClient = useQueryClient();
  const detailKey = explorerAdminKeys.page(clientId, explorerPageId);
  return useMutation({
    mutationFn: (request: UpdateExplorerPageRequest) => updateExplorerPage(clientId, explorerPageId, request),
    onSuccess: (page) => {
      queryClient.setQueryData(detailKey, page);
      return queryClient.invalidateQueries({ queryKey: explorerPagesKeys.client(clientId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 412) void queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });
}
