/**
 * How a call's record moves its task (kickoff-call or ongoing-service-call), so that the overview shows the call's
 * progress without a separate status change:
 * - a call recorded as Complete, Complete - No Recording or Complete - Call Recorded makes the task DONE;
 * - a Declined call makes the task DECLINED;
 * - otherwise, once a call is chosen or scheduled, a task not yet started becomes IN_PROGRESS.
 * A scheduled call without a status is Pending.
 */
import type { CallStatus, TaskStatus } from "./task-ids";

export const COMPLETE_CALL_STATUSES = [
  "Complete",
  "Complete - No Recording",
  "Complete - Call Recorded",
] as const satisfies readonly CallStatus[];

export interface CallState {
  selection: string | null;
  status: CallStatus | null;
  scheduledAt: Date | string | null;
}

/** The status a call gets on save: Pending once it is scheduled and nobody has recorded a status. */
export function callStatusOnSave(call: CallState): CallStatus | null {
  return call.status ?? (call.scheduledAt !== null ? "Pending" : null);
}

/** The task's new status after the call is saved, or null when it stays as it is. */
export function taskStatusForCall(call: CallState, task: TaskStatus): TaskStatus | null {
  let next: TaskStatus = task;
  if ((COMPLETE_CALL_STATUSES as readonly CallStatus[]).includes(call.status as CallStatus)) next = "DONE";
  else if (call.status === "Declined") next = "DECLINED";
  else if ((call.selection !== null || call.scheduledAt !== null) && (task === "NOT_STARTED" || task === "UPCOMING"))
    next = "IN_PROGRESS";
  return next === task ? null : next;
}
