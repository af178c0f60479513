/** GET .../qps/plan-design-info: what a push would send, what blocks it, and the client's pushes (newest first). */
import type { PlanDesignInfo } from "@onboard/domain/qps/qps-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { qpsClientPath, qpsKeys } from "./qps-keys";

export function getPlanDesignInfo(clientId: string): Promise<PlanDesignInfo> {
  return apiClient.get<PlanDesignInfo>(`${qpsClientPath(clientId)}/qps/plan-design-info`);
}

export function planDesignInfoQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: qpsKeys.planDesignInfo(clientId),
    queryFn: () => getPlanDesignInfo(clientId),
    staleTime: 0,
  });
}

export function usePlanDesignInfo(clientId: string) {
  return useQuery(planDesignInfoQueryOptions(clientId));
}
