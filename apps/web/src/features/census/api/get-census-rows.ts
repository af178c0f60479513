/** GET .../census/:policyId/files/:documentId/rows?offset&limit&code&severity: one page of the rows with problems. */
import type { CensusRowPage } from "@onboard/domain/census/census-api";
import type { QueryParams } from "@onboard/domain/routes/query-string";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { type CensusRowFilter, censusFilePath, censusKeys } from "./census-keys";

/** Rows per request: a few screens of the report, well under the server's 500. */
export const ROWS_PAGE_SIZE = 100;

function filterQuery(filter: CensusRowFilter): QueryParams {
  if (filter.kind === "code") return { code: filter.code };
  if (filter.kind === "severity") return { severity: filter.severity };
  return {};
}

export function getCensusRows(
  clientId: string,
  policyId: string,
  documentId: string,
  filter: CensusRowFilter,
  offset: number,
): Promise<CensusRowPage> {
  return apiClient.get<CensusRowPage>(`${censusFilePath(clientId, policyId, documentId)}/rows`, {
    query: { offset, limit: ROWS_PAGE_SIZE, ...filterQuery(filter) },
  });
}

export function censusRowsPageQueryOptions(
  clientId: string,
  policyId: string,
  documentId: string,
  filter: CensusRowFilter,
  offset: number,
) {
  return queryOptions({
    queryKey: censusKeys.rowsPage(clientId, policyId, documentId, filter, offset),
    queryFn: () => getCensusRows(clientId, policyId, documentId, filter, offset),
  });
}
