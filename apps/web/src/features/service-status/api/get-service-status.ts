/** GET /api/service-status: whether the issue tracker (Jira) is up; cached for 5 minutes. */
import { SERVICE_STATUS_CACHE_MS } from "@onboard/domain/http/service-status-cache";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export interface ServiceStatus {
  jira: boolean;
}

export function getServiceStatus(): Promise<ServiceStatus> {
  return apiClient.get<ServiceStatus>("/api/service-status");
}

export function serviceStatusQueryOptions() {
  return queryOptions({
    queryKey: ["service-status"],
    queryFn: getServiceStatus,
    staleTime: SERVICE_STATUS_CACHE_MS,
    meta: { reportErrors: true },
  });
}

export function useServiceStatus(enabled: boolean) {
  return useQuery({ ...serviceStatusQueryOptions(), enabled });
}
