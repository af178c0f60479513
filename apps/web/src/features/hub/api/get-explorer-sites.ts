/** The hub home's page of the client's benefits explorer sites (lib/explorer-pages-list.ts): read-only, newest first. */
import { pageToLimitOffset } from "@onboard/domain/validation/list-query";
import { type ExplorerPagesRequest, useExplorerPages } from "../../../lib/explorer-pages-list";

/** Ten sites a page keeps the hub home short; most clients have one site per plan year. */
export const EXPLORER_SITES_PAGE_SIZE = 10;

/** The latest plan year first: that is the site employees are using now or next. */
export function explorerSitesRequest(page: number): ExplorerPagesRequest {
  return { ...pageToLimitOffset(page, EXPLORER_SITES_PAGE_SIZE), sortBy: "startsAt", sortDirection: "desc" };
}

export function useExplorerSites(clientId: string, page: number) {
  return useExplorerPages(clientId, explorerSitesRequest(page));
}
