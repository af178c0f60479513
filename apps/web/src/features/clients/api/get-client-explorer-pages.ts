/** GET /api/clients/:clientId/explorer-pages: the client's explorer sites, paged and sorted. */
import { EXPLORER_ADMIN_PATHS, type ExplorerPageList } from "@onboard/domain/explorer/explorer-admin-api";
import type { SortDirection, SortField } from "@onboard/domain/validation/list-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export interface ExplorerPagesRequest {
  limit: number;
  offset: number;
  sortBy: SortField;
  sortDirection: SortDirection;
}

/** Under the clients keys, so that the explorer administration's saves refresh it (["clients", "explorer-pages", id]). */
export const clientExplorerPagesKey = (clientId: string) => [...clientKeys.all, "explorer-pages", clientId] as const;

export function getClientExplorerPages(clientId: string, query: ExplorerPagesRequest): Promise<ExplorerPageList> {
  return apiClient.get<ExplorerPageList>(EXPLORER_ADMIN_PATHS.list(clientId), { query: { ...query } });
}

export function clientExplorerPagesQueryOptions(clientId: string, query: ExplorerPagesRequest) {
  return queryOptions({
    queryKey: [...clientExplorerPagesKey(clientId), query] as const,
    queryFn: () => getClientExplorerPages(clientId, query),
    placeholderData: keepPreviousData,
  });
}

export function useClientExplorerPages(clientId: string, query: ExplorerPagesRequest) {
  return useQuery(clientExplorerPagesQueryOptions(clientId, query));
}
