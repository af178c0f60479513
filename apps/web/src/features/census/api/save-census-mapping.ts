/**
 * PUT .../census/:policyId/files/:documentId/mapping with If-Match: who made the file, its sheet and the confirmed
 * columns. A new mapping clears the file's validation, so the validation and the report are refreshed too.
 */
import type { CensusFile, CensusMappingBody } from "@onboard/domain/census/census-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, isApiError } from "../../../lib/api-client";
import { censusFilePath, censusKeys, ifMatch } from "./census-keys";

export interface SaveCensusMappingRequest {
  documentId: string;
  version: number;
  body: CensusMappingBody;
}

export function saveCensusMapping(
  clientId: string,
  policyId: string,
  { documentId, version, body }: SaveCensusMappingRequest,
): Promise<CensusFile> {
  return apiClient.put<CensusFile>(`${censusFilePath(clientId, policyId, documentId)}/mapping`, body, {
    headers: ifMatch(version),
  });
}

export function useSaveCensusMapping(clientId: string, policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveCensusMappingRequest) => saveCensusMapping(clientId, policyId, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(censusKeys.files(clientId, policyId), (files: CensusFile[] | undefined) =>
        files?.map((file) => (file.document.id === saved.document.id ? saved : file)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: censusKeys.files(clientId, policyId) }),
        queryClient.resetQueries({ queryKey: censusKeys.validation(clientId, policyId) }),
        queryClient.resetQueries({ queryKey: censusKeys.rows(clientId, policyId, saved.document.id) }),
      ]);
    },
    onError: (error) => {
      // Someone else mapped the file first: load its current version and mapping.
      if (isApiError(error) && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: censusKeys.files(clientId, policyId) });
      }
    },
  });
}
