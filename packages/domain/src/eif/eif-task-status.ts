/** The EIF's tasks follow the form: the first save moves a task that has not started to In Progress (issue 13). */
import type { TaskStatus } from "../tasks/task-ids";

const NOT_YET_STARTED: readonly TaskStatus[] = ["NOT_STARTED", "UPCOMING"];

/** The status a task of the form moves to when an answer is saved, or null when it stays. */
export function taskStatusOnEifSave(current: TaskStatus): TaskStatus | null {
  return NOT_YET_STARTED.includes(current) ? "IN_PROGRESS" : null;
}
