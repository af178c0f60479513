/**
 * Who may move a task from one status to another. The spec shows no transitions (§4 "Task status transitions: not
 * shown"), so this table is the written rule; the server enforces it and the task page offers only what it allows.
 *
 * | Caller                | From                                    | To                                  |
 * |-----------------------|-----------------------------------------|-------------------------------------|
 * | BROKER, BEN_ADMIN     | NOT_STARTED, UPCOMING                   | IN_PROGRESS (start)                 |
 * | BROKER, BEN_ADMIN     | IN_PROGRESS, NIGO                       | IN_REVIEW (submit for review)       |
 * | BROKER, BEN_ADMIN     | any status of an EIF task               | nothing: the EIF signature drives   |
 * |                       | (company-profile, eif-submit-company-…) | those tasks, not a status button    |
 * | SLF_ADMIN, SLF_OWNER  | any status                              | any other status, except DONE       |
 * | SLF_ADMIN, SLF_OWNER  | IN_PROGRESS, IN_REVIEW, NEEDS_REVIEW    | DONE                                |
 *
 * So staff alone decide a review (IN_REVIEW → DONE or NIGO, shown as Completed or Action Required), and staff can
 * correct any status (reopen a Done task, void or decline one), but nothing is Done without having been worked on
 * or reviewed first. A move to the status a task already has is not a transition. An upload to an upload task moves
 * it to IN_REVIEW by itself (the documents module), whoever uploads.
 */
import type { CarrierRole } from "../users/roles";
import { isStaffRole } from "../users/roles";
import type { TaskId } from "./task-catalogue";
import { TASK_STATUSES, type TaskStatus } from "./task-ids";
import { TASK_STATUS_DISPLAY } from "./task-status-display";

/** Tasks a client user never moves by hand: the EIF's own flow (signature) sets them. */
export const FLOW_DRIVEN_TASK_IDS = [
  "company-profile",
  "eif-submit-company-information",
] as const satisfies readonly TaskId[];

/** What a broker or ben admin may do: start a task, and submit it (again) for review. */
const CLIENT_USER_TRANSITIONS: Partial<Record<TaskStatus, readonly TaskStatus[]>> = {
  NOT_STARTED: ["IN_PROGRESS"],
  UPCOMING: ["IN_PROGRESS"],
  IN_PROGRESS: ["IN_REVIEW"],
  NIGO: ["IN_REVIEW"],
};

/** The statuses from which staff may set DONE. */
export const DONE_FROM_STATUSES = ["IN_PROGRESS", "IN_REVIEW", "NEEDS_REVIEW"] as const satisfies readonly TaskStatus[];

/** The statuses `role` may move task `taskId` to from `from`, in TASK_STATUSES order. */
export function allowedTaskTransitions(taskId: TaskId, from: TaskStatus, role: CarrierRole): TaskStatus[] {
  if (isStaffRole(role)) {
    return TASK_STATUSES.filter(
      (to) => to !== from && (to !== "DONE" || (DONE_FROM_STATUSES as readonly TaskStatus[]).includes(from)),
    );
  }
  if ((FLOW_DRIVEN_TASK_IDS as readonly TaskId[]).includes(taskId)) return [];
  const allowed = CLIENT_USER_TRANSITIONS[from] ?? [];
  return TASK_STATUSES.filter((to) => allowed.includes(to));
}

export function canMoveTask(taskId: TaskId, from: TaskStatus, to: TaskStatus, role: CarrierRole): boolean {
  return allowedTaskTransitions(taskId, from, role).includes(to);
}

/** Why a move is refused, for the 409: the caller sees which rule stopped it. */
export function refusedTransitionMessage(taskId: TaskId, from: TaskStatus, to: TaskStatus, role: CarrierRole): string {
  const fromLabel = TASK_STATUS_DISPLAY[from].label;
  const toLabel = TASK_STATUS_DISPLAY[to].label;
  if (from === to) return `The task is already ${toLabel}.`;
  if (!isStaffRole(role) && (FLOW_DRIVEN_TASK_IDS as readonly TaskId[]).includes(taskId)) {
    return "This task's status follows the company information form; it cannot be changed here.";
  }
  // A status client users never set (Done, NIGO, Voided...) is the carrier's decision; the others need another start.
  const isClientTarget = Object.values(CLIENT_USER_TRANSITIONS).some((targets) => targets.includes(to));
  if (!isStaffRole(role) && !isClientTarget && canMoveTask(taskId, from, to, "SLF_ADMIN")) {
    return `Only the carrier's team can move a task from ${fromLabel} to ${toLabel}.`;
  }
  return `A task that is ${fromLabel} cannot be moved to ${toLabel}.`;
}
