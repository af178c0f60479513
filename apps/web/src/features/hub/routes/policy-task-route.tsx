/** /task/:taskId/:policyId and /task/:taskId/policy/:policyId: a policy task; other ids are "Task not found". */

import { isPolicyTaskId } from "../components/task-kinds";
import { TaskNotFound, TaskPage } from "../components/task-page";
import { useRequiredParam } from "../hooks/use-client-id";

export function PolicyTaskRoute() {
  const clientId = useRequiredParam("clientId");
  const taskId = useRequiredParam("taskId");
  const policyId = useRequiredParam("policyId");
  if (!isPolicyTaskId(taskId)) return <TaskNotFound clientId={clientId} />;
  return <TaskPage key={`${taskId}/${policyId}`} clientId={clientId} taskId={taskId} policyId={policyId} />;
}
