/**
 * GET /api/api-jobs?clientIds[]=…: the latest api job of each client in the overlay. Asked once when the overlay
 * mounts (a reload shows current statuses), then every PUSH_POLLING_MS (spec §9: 60 s) while any entry is loading.
 */
import { PUSH_POLLING_MS } from "@onboard/domain/qps/push-status";
import type { ApiJob } from "@onboard/domain/qps/qps-api";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { qpsKeys } from "./qps-keys";

export { PUSH_POLLING_MS };

export function getApiJobs(clientIds: readonly string[]): Promise<{ items: ApiJob[] }> {
  return apiClient.get<{ items: ApiJob[] }>("/api/api-jobs", { query: { "clientIds[]": [...clientIds] } });
}

/** The polling rule: every PUSH_POLLING_MS while any push is loading, not at all once none is. */
export function pushPollingInterval(isAnyLoading: boolean): number | false {
  return isAnyLoading ? PUSH_POLLING_MS : false;
}

export function apiJobsQueryOptions(clientIds: readonly string[], isAnyLoading: boolean) {
  return queryOptions({
    queryKey: qpsKeys.apiJobs(clientIds),
    queryFn: () => getApiJobs(clientIds),
    enabled: clientIds.length > 0,
    staleTime: 0,
    refetchInterval: pushPollingInterval(isAnyLoading),
    refetchIntervalInBackground: true,
  });
}
