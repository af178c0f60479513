/**
 * The report's rows, fetched a page at a time as the window needs them: the first page says the total, the header
 * and the mapping; the pages the window covers are asked for (and kept) as the person scrolls.
 */
import type { CensusRow } from "@onboard/domain/census/census-api";
import { useQueries, useQuery } from "@tanstack/react-query";
import type { CensusRowFilter } from "../api/census-keys";
import { censusRowsPageQueryOptions, ROWS_PAGE_SIZE } from "../api/get-census-rows";
import { type GridWindow, gridWindow, type WindowMetrics } from "../components/report/grid-window";

function pagesOf(rows: GridWindow): number[] {
  if (rows.end <= rows.start) return [];
  const first = Math.floor(rows.start / ROWS_PAGE_SIZE);
  const last = Math.floor((rows.end - 1) / ROWS_PAGE_SIZE);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export function useReportRows(
  clientId: string,
  policyId: string,
  documentId: string,
  filter: CensusRowFilter,
  scrollTop: number,
  metrics: WindowMetrics,
) {
  const first = useQuery(censusRowsPageQueryOptions(clientId, policyId, documentId, filter, 0));
  const visible = gridWindow(scrollTop, first.data?.total ?? 0, metrics);
  const pageNumbers = pagesOf(visible).filter((page) => page > 0);
  const pages = useQueries({
    queries: pageNumbers.map((page) => ({
      ...censusRowsPageQueryOptions(clientId, policyId, documentId, filter, page * ROWS_PAGE_SIZE),
      enabled: first.isSuccess,
    })),
  });
  const rowsByPage = new Map<number, CensusRow[]>();
  if (first.data) rowsByPage.set(0, first.data.rows);
  pageNumbers.forEach((page, index) => {
    const pageRows = pages[index]?.data?.rows;
    if (pageRows) rowsByPage.set(page, pageRows);
  });
  const rowAt = (index: number): CensusRow | undefined =>
    rowsByPage.get(Math.floor(index / ROWS_PAGE_SIZE))?.[index % ROWS_PAGE_SIZE];
  const pageError = pages.find((page) => page.isError)?.error ?? null;
  return { first, rows: visible, rowAt, pageError };
}
