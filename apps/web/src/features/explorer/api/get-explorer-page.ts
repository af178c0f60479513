/**
 * GET /api/explorer-pages/:id (public): the page, its plans grouped by benefit type, branding and state.
 * The request is a plain GET with credentials and, for the default "pre" demo status, no query string, so the browser
 * reuses the response the server's preload hint already started (issue 6 contracts §2).
 */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { explorerKeys } from "./explorer-keys";

/** The URL the server's preload hint names; the demo status is sent only when it is not the default. */
export function explorerPageUrl(pageIdOrSlug: string, demoStatus: DemoEnrollmentStatus = "pre"): string {
  const path = `/api/explorer-pages/${encodeURIComponent(pageIdOrSlug)}`;
  return demoStatus === "pre" ? path : `${path}?demoEnrollmentStatus=${demoStatus}`;
}

export function getExplorerPage(
  pageIdOrSlug: string,
  demoStatus: DemoEnrollmentStatus,
  signal?: AbortSignal,
): Promise<ExplorerPageResponse> {
  return apiClient.get<ExplorerPageResponse>(explorerPageUrl(pageIdOrSlug, demoStatus), { signal });
}

export function explorerPageQueryOptions(pageIdOrSlug: string, demoStatus: DemoEnrollmentStatus) {
  return queryOptions({
    queryKey: explorerKeys.page(pageIdOrSlug, demoStatus),
    queryFn: ({ signal }) => getExplorerPage(pageIdOrSlug, demoStatus, signal),
  });
}
