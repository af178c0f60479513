/** GET .../client-from-qps: the case as QPS holds it and its field-by-field difference from the portal (503: QPS away). */
import type { ClientFromQps } from "@onboard/domain/qps/qps-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { qpsClientPath, qpsKeys } from "./qps-keys";

export function getClientFromQps(clientId: string): Promise<ClientFromQps> {
  return apiClient.get<ClientFromQps>(`${qpsClientPath(clientId)}/client-from-qps`);
}

export function clientFromQpsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: qpsKeys.clientFromQps(clientId),
    queryFn: () => getClientFromQps(clientId),
    staleTime: 0,
    // A QPS that did not answer is shown at once; the person can reload the section.
    retry: false,
  });
}

export function useClientFromQps(clientId: string) {
  return useQuery(clientFromQpsQueryOptions(clientId));
}
