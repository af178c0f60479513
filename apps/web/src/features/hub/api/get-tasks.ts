/** GET /api/clients/:clientId/tasks: client tasks, then each policy's tasks, in display order. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";
import type { TasksOverview } from "./hub-types";

export function getTasks(clientId: string): Promise<TasksOverview> {
  return apiClient.get<TasksOverview>(`${clientPath(clientId)}/tasks`);
}

export function tasksQueryOptions(clientId: string) {
  return queryOptions({ queryKey: hubKeys.tasks(clientId), queryFn: () => getTasks(clientId) });
}

export function useTasks(clientId: string) {
  return useQuery(tasksQueryOptions(clientId));
}
