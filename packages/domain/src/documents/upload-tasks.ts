/**
 * Which document categories are the documents of an upload task, and what an upload does to that task. For an
 * upload task the category equals the task id: prior-carrier-certificates is a client task; the others are policy
 * tasks, so their documents name a policy. (enrollment-elections is the census, a later issue: its status follows the
 * census submission, not an upload.)
 *
 * The rule after an upload (`taskStatusAfterUpload`): the task waits for the carrier's review, IN_REVIEW, whatever it
 * was, including DONE: a new file on a completed task is new material the carrier has not reviewed yet, so the task
 * is reopened for review rather than left "Completed" with an unreviewed document. VOIDED and DECLINED (labels of
 * signing tasks, never set on an upload task) are left as they are.
 */
import type { DocumentCategory } from "../clients/enums";
import type { ClientTaskId, PolicyTaskId, TaskStatus } from "../tasks/task-ids";

export const CLIENT_UPLOAD_TASKS = ["prior-carrier-certificates"] as const satisfies readonly ClientTaskId[];
export const POLICY_UPLOAD_TASKS = [
  "prior-carrier-bills",
  "pfml",
  "pfml-spd",
  "advisor-spd",
  "dental-rollover",
  "deductible-maximum-report",
] as const satisfies readonly PolicyTaskId[];

export type UploadTask =
  | { kind: "client"; taskId: (typeof CLIENT_UPLOAD_TASKS)[number] }
  | { kind: "policy"; taskId: (typeof POLICY_UPLOAD_TASKS)[number] };

/** The upload task a category's documents belong to, or null for other documents (resources, forms...). */
export function uploadTaskOf(category: DocumentCategory): UploadTask | null {
  const client = CLIENT_UPLOAD_TASKS.find((taskId) => taskId === category);
  if (client) return { kind: "client", taskId: client };
  const policy = POLICY_UPLOAD_TASKS.find((taskId) => taskId === category);
  if (policy) return { kind: "policy", taskId: policy };
  return null;
}

const LEFT_AS_IS: readonly TaskStatus[] = ["VOIDED", "DECLINED"];

export function taskStatusAfterUpload(current: TaskStatus): TaskStatus {
  return LEFT_AS_IS.includes(current) ? current : "IN_REVIEW";
}
