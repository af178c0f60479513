/** GET /api/clients/:clientId/tasks/:taskId?policyId=: one task and the statuses this caller may move it to. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";
import type { TaskDetail } from "./hub-types";

export function getTask(clientId: string, taskId: string, policyId: string | null): Promise<TaskDetail> {
  return apiClient.get<TaskDetail>(`${clientPath(clientId)}/tasks/${encodeURIComponent(taskId)}`, {
    query: { policyId },
  });
}

export function taskQueryOptions(clientId: string, taskId: string, policyId: string | null) {
  return queryOptions({
    queryKey: hubKeys.task(clientId, taskId, policyId),
    queryFn: () => getTask(clientId, taskId, policyId),
  });
}

export function useTask(clientId: string, taskId: string, policyId: string | null) {
  return useQuery(taskQueryOptions(clientId, taskId, policyId));
}
