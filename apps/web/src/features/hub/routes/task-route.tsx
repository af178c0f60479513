/** /task/:taskId: a client task; a policy task id or an unknown id here is "Task not found". */

import { isClientTaskId } from "../components/task-kinds";
import { TaskNotFound, TaskPage } from "../components/task-page";
import { useRequiredParam } from "../hooks/use-client-id";

export function TaskRoute() {
  const clientId = useRequiredParam("clientId");
  const taskId = useRequiredParam("taskId");
  if (!isClientTaskId(taskId)) return <TaskNotFound clientId={clientId} />;
  return <TaskPage key={taskId} clientId={clientId} taskId={taskId} policyId={null} />;
}
