/** GET .../census/:policyId/files/:documentId/preview[?sheet=]: sheets, header, sample rows and the guessed mapping. */
import type { CensusPreview } from "@onboard/domain/census/census-api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { censusFilePath, censusKeys } from "./census-keys";

export function getCensusPreview(
  clientId: string,
  policyId: string,
  documentId: string,
  sheet: string | null,
): Promise<CensusPreview> {
  return apiClient.get<CensusPreview>(`${censusFilePath(clientId, policyId, documentId)}/preview`, {
    query: { sheet },
  });
}

export function censusPreviewQueryOptions(
  clientId: string,
  policyId: string,
  documentId: string,
  sheet: string | null,
) {
  return queryOptions({
    queryKey: censusKeys.preview(clientId, policyId, documentId, sheet),
    queryFn: () => getCensusPreview(clientId, policyId, documentId, sheet),
  });
}

/** Another sheet keeps the last one's table on screen until its own preview arrives. */
export function useCensusPreview(clientId: string, policyId: string, documentId: string, sheet: string | null) {
  return useQuery({
    ...censusPreviewQueryOptions(clientId, policyId, documentId, sheet),
    placeholderData: keepPreviousData,
  });
}
