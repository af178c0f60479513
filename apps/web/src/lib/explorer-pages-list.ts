/**
 * GET /api/clients/:clientId/explorer-pages: a client's benefits explorer sites, paged and sorted. One query and one
 * key for every screen that lists them (the client page's section, the hub home), so that the explorer
 * administration's saves and the client page's deletes refresh every list through explorerPagesKeys.
 */
import { EXPLORER_ADMIN_PATHS, type ExplorerPageList } from "@onboard/domain/explorer/explorer-admin-api";
import type { SortDirection, SortField } from "@onboard/domain/validation/list-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "./api-client";

export interface ExplorerPagesRequest {
  limit: number;
  offset: number;
  sortBy: SortField;
  sortDirection: SortDirection;
}

export const explorerPagesKeys = {
  all: ["explorer-pages"] as const,
  client: (clientId: string) => [...explorerPagesKeys.all, clientId] as const,
  list: (clientId: string, query: ExplorerPagesRequest) => [...explorerPagesKeys.client(clientId), query] as const,
};

export function getExplorerPages(clientId: string, query: ExplorerPagesRequest): Promise<ExplorerPageList> {
  return apiClient.get<ExplorerPageList>(EXPLORER_ADMIN_PATHS.list(clientId), { query: { ...query } });
}

export function explorerPagesQueryOptions(clientId: string, query: ExplorerPagesRequest) {
  return queryOptions({
    queryKey: explorerPagesKeys.list(clientId, query),
    queryFn: () => getExplorerPages(clientId, query),
    placeholderData: keepPreviousData,
  });
}

export function useExplorerPages(clientId: string, query: ExplorerPagesRequest) {
  return useQuery(explorerPagesQueryOptions(clientId, query));
}
