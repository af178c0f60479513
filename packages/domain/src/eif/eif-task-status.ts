/** The EIF's tasks follow the form: the first save moves a task that has not started to In Progress (issue 13). */
import type { TaskStatus } from "../tasks/task-ids";

/** The statuses a save of the form moves on, and where to. */
export const EIF_SAVE_MOVES_FROM: readonly TaskStatus[] = ["NOT_STARTED", "UPCOMING"];
export const EIF_SAVE_MOVES_TO: TaskStatus = "IN_PROGRESS";

/** The status a task of the form moves to when an answer is saved, or null when it stays. */
export function taskStatusOnEifSave(current: TaskStatus): TaskStatus | null {
  return EIF_SAVE_MOVES_FROM.includes(current) ? EIF_SAVE_MOVES_TO : null;
}
