/** Which screen each task gets: a call, an upload, or a panel that explains it and links onward. */
import { CALL_TASK_IDS, type CallName, TASK_KINDS, type TaskId } from "@onboard/domain/tasks/task-catalogue";

export { isClientTaskId, isPolicyTaskId } from "@onboard/domain/tasks/task-catalogue";

export function callOfTask(taskId: TaskId): CallName | null {
  const entry = Object.entries(CALL_TASK_IDS).find(([, id]) => id === taskId);
  return entry ? (entry[0] as CallName) : null;
}

export function isUploadTask(taskId: TaskId): boolean {
  return TASK_KINDS[taskId] === "upload";
}
