/**
 * PUT .../census/:policyId/files/:documentId/rows/:rowNumber with If-Match: new text for cells of one row. The server
 * validates the row again at once; its new issues, the file's new version and the new counts go straight into the
 * cached pages and file list, so the row re-renders in place (the window does not move). A 412 reloads nothing by
 * itself: the page says someone else changed the census and offers Reload.
 */
import type { CensusFile, CensusRowFix, CensusRowPage } from "@onboard/domain/census/census-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { censusFilePath, censusKeys, ifMatch } from "./census-keys";

export interface FixCensusRowRequest {
  rowNumber: number;
  version: number;
  /** New text by column index. */
  values: Record<string, string>;
}

export function fixCensusRow(
  clientId: string,
  policyId: string,
  documentId: string,
  { rowNumber, version, values }: FixCensusRowRequest,
): Promise<CensusRowFix> {
  return apiClient.put<CensusRowFix>(
    `${censusFilePath(clientId, policyId, documentId)}/rows/${rowNumber}`,
    { values },
    { headers: ifMatch(version) },
  );
}

export function useFixCensusRow(clientId: string, policyId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FixCensusRowRequest) => fixCensusRow(clientId, policyId, documentId, request),
    onSuccess: (fix) => {
      queryClient.setQueriesData<CensusRowPage>(
        { queryKey: censusKeys.rows(clientId, policyId, documentId) },
        (page) =>
          page
            ? {
                ...page,
                counts: fix.counts,
                rows: page.rows.map((row) => (row.rowNumber === fix.row.rowNumber ? fix.row : row)),
              }
            : page,
      );
      queryClient.setQueryData<CensusFile[]>(censusKeys.files(clientId, policyId), (files) =>
        files?.map((file) =>
          file.document.id === documentId ? { ...file, version: fix.version, corrections: file.corrections + 1 } : file,
        ),
      );
      // The validate step shows counts too: it asks again when opened.
      void queryClient.invalidateQueries({ queryKey: censusKeys.validation(clientId, policyId), refetchType: "none" });
    },
  });
}
