/** GET /api/clients/:clientId/explorer-pages for the hub: the client's benefits explorer sites, read-only, newest first. */
import { EXPLORER_ADMIN_PATHS, type ExplorerPageList } from "@onboard/domain/explorer/explorer-admin-api";
import { pageToLimitOffset, type SortDirection, type SortField } from "@onboard/domain/validation/list-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { hubKeys } from "./hub-keys";

/** Ten sites a page keeps the hub home short; most clients have one site per plan year. */
export const EXPLORER_SITES_PAGE_SIZE = 10;

export interface ExplorerSitesRequest {
  limit: number;
  offset: number;
  sortBy: SortField;
  sortDirection: SortDirection;
}

/** The latest plan year first: that is the site employees are using now or next. */
export function explorerSitesRequest(page: number): ExplorerSitesRequest {
  return { ...pageToLimitOffset(page, EXPLORER_SITES_PAGE_SIZE), sortBy: "startsAt", sortDirection: "desc" };
}

export function getExplorerSites(clientId: string, query: ExplorerSitesRequest): Promise<ExplorerPageList> {
  return apiClient.get<ExplorerPageList>(EXPLORER_ADMIN_PATHS.list(clientId), { query: { ...query } });
}

export function explorerSitesQueryOptions(clientId: string, query: ExplorerSitesRequest) {
  return queryOptions({
    queryKey: [...hubKeys.all(clientId), "explorer-sites", query] as const,
    queryFn: () => getExplorerSites(clientId, query),
    placeholderData: keepPreviousData,
  });
}

export function useExplorerSites(clientId: string, page: number) {
  return useQuery(explorerSitesQueryOptions(clientId, explorerSitesRequest(page)));
}
