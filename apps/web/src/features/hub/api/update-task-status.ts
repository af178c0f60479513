/** PUT /api/clients/:clientId/tasks/:taskId/status: moves a task (the domain's transition rules decide). */
import type { TaskStatus } from "@onboard/domain/tasks/task-ids";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";
import type { TaskItem } from "./hub-types";

export interface UpdateTaskStatusInput {
  status: TaskStatus;
}

export function updateTaskStatus(
  clientId: string,
  taskId: string,
  policyId: string | null,
  input: UpdateTaskStatusInput,
): Promise<TaskItem> {
  const body = policyId ? { ...input, policyId } : input;
  return apiClient.put<TaskItem>(`${clientPath(clientId)}/tasks/${encodeURIComponent(taskId)}/status`, body);
}

export function useUpdateTaskStatus(clientId: string, taskId: string, policyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTaskStatusInput) => updateTaskStatus(clientId, taskId, policyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKeys.tasks(clientId) }),
  });
}
