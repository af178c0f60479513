/** GET /api/clients/:clientId/census/:policyId/files: the policy's census files with their state. */
import type { CensusFile } from "@onboard/domain/census/census-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { censusKeys, censusPath } from "./census-keys";

export function getCensusFiles(clientId: string, policyId: string): Promise<CensusFile[]> {
  return apiClient.get<CensusFile[]>(`${censusPath(clientId, policyId)}/files`);
}

export function censusFilesQueryOptions(clientId: string, policyId: string) {
  return queryOptions({
    queryKey: censusKeys.files(clientId, policyId),
    queryFn: () => getCensusFiles(clientId, policyId),
  });
}

export function useCensusFiles(clientId: string, policyId: string) {
  return useQuery(censusFilesQueryOptions(clientId, policyId));
}
