/**
 * GET /api/clients/:clientId/explorer-pages/:explorerPageId/preview (staff): the page in the public shape whatever its
 * state, plans included, with document links that staff can open. The server never lets it be cached; here it is
 * refetched whenever a preview screen mounts, so staff see their last save.
 */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { explorerPreviewPath } from "@onboard/domain/explorer/explorer-preview-api";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { explorerKeys } from "./explorer-keys";

export function explorerPreviewUrl(clientId: string, explorerPageId: string, demoStatus: DemoEnrollmentStatus): string {
  return `${explorerPreviewPath(clientId, explorerPageId)}?demoEnrollmentStatus=${demoStatus}`;
}

export function getExplorerPreview(
  clientId: string,
  explorerPageId: string,
  demoStatus: DemoEnrollmentStatus,
  signal?: AbortSignal,
): Promise<ExplorerPageResponse> {
  return apiClient.get<ExplorerPageResponse>(explorerPreviewUrl(clientId, explorerPageId, demoStatus), { signal });
}

export function explorerPreviewQueryOptions(
  clientId: string,
  explorerPageId: string,
  demoStatus: DemoEnrollmentStatus,
) {
  return queryOptions({
    queryKey: explorerKeys.preview(clientId, explorerPageId, demoStatus),
    queryFn: ({ signal }) => getExplorerPreview(clientId, explorerPageId, demoStatus, signal),
    staleTime: 0,
  });
}
