/** GET /api/analytics/summary: events counted per page and event name over a period (carrier staff). */
import { ANALYTICS_SUMMARY_PATH } from "@onboard/domain/tracking/analytics-limits";
import type { AnalyticsSummary } from "@onboard/domain/tracking/analytics-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { analyticsKeys } from "./analytics-keys";

export interface AnalyticsPeriodRequest {
  from: string;
  to: string;
}

export function getAnalyticsSummary(period: AnalyticsPeriodRequest): Promise<AnalyticsSummary> {
  return apiClient.get<AnalyticsSummary>(ANALYTICS_SUMMARY_PATH, { query: { from: period.from, to: period.to } });
}

export function analyticsSummaryQueryOptions(period: AnalyticsPeriodRequest) {
  return queryOptions({
    queryKey: analyticsKeys.summary(period),
    queryFn: () => getAnalyticsSummary(period),
    // The previous period's counts stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsSummary(period: AnalyticsPeriodRequest, enabled: boolean) {
  return useQuery({ ...analyticsSummaryQueryOptions(period), enabled });
}
