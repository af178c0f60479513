/**
 * The client's policies, for the site's policy check boxes. No call lists a client's policies on their own, so this
 * reads GET /api/clients/:clientId/tasks, whose policy groups carry each policy's id and label.
 */
import type { TaskOverview } from "@onboard/domain/tasks/task-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { explorerAdminKeys } from "./explorer-admin-keys";

export interface ClientPolicy {
  id: string;
  label: string;
}

export async function getClientPolicies(clientId: string): Promise<ClientPolicy[]> {
  const overview = await apiClient.get<TaskOverview>(`/api/clients/${encodeURIComponent(clientId)}/tasks`);
  return overview.policies.map((policy) => ({ id: policy.policyId, label: policy.label }));
}

export function clientPoliciesQueryOptions(clientId: string) {
  return queryOptions({ queryKey: explorerAdminKeys.policies(clientId), queryFn: () => getClientPolicies(clientId) });
}

export function useClientPolicies(clientId: string) {
  return useQuery(clientPoliciesQueryOptions(clientId));
}
