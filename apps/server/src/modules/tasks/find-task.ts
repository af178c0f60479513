/**
 * One task of a client by its id in the URL: a client task by task id, a policy task by task id and policyId.
 * An unknown task id, or a task the client does not have, is 404 "Task not found"; a policy task without a
 * policyId is 400.
 */
import { isClientTaskId, isPolicyTaskId } from "@onboard/domain/tasks/task-catalogue";
import { TASK_MESSAGES } from "@onboard/domain/tasks/task-messages";
import type { DbExecutor } from "../../db/executor";
import { AppError, notFound } from "../../errors/app-error";
import { findClientTask, findPolicyTask, type PolicyTaskRow, type TaskRow } from "./repository";

export type FoundTask = { kind: "client"; row: TaskRow } | { kind: "policy"; row: PolicyTaskRow };

export async function findTask(
  db: DbExecutor,
  input: { clientId: string; taskId: string; policyId?: string; policyIdPath: string },
  options: { forUpdate?: boolean } = {},
): Promise<FoundTask> {
  const { clientId, taskId, policyId } = input;
  if (isClientTaskId(taskId)) {
    const row = await findClientTask(db, clientId, taskId, options);
    if (!row) throw notFound(TASK_MESSAGES.taskNotFound);
    return { kind: "client", row };
  }
  if (!isPolicyTaskId(taskId)) throw notFound(TASK_MESSAGES.taskNotFound);
  if (!policyId) {
    throw new AppError("VALIDATION_ERROR", 400, TASK_MESSAGES.policyIdRequired, [
      { path: input.policyIdPath, message: TASK_MESSAGES.policyIdRequired },
    ]);
  }
  const row = await findPolicyTask(db, clientId, policyId, taskId, options);
  if (!row) throw notFound(TASK_MESSAGES.taskNotFound);
  return { kind: "policy", row };
}
