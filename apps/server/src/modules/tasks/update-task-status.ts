/**
 * PUT /api/clients/:clientId/tasks/:taskId/status: moves a task when allowedTaskTransitions lets this caller (else 409
 * with the reason). The row is locked for the check, so two concurrent moves cannot both pass on the same status.
 */

import type { TaskStatus } from "@onboard/domain/tasks/task-ids";
import type { TaskItem } from "@onboard/domain/tasks/task-schemas";
import { canMoveTask, refusedTransitionMessage } from "@onboard/domain/tasks/task-transitions";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { findTask } from "./find-task";
import { presentTask } from "./presenter";
import { setClientTaskStatus, setPolicyTaskStatus } from "./repository";

export async function updateTaskStatus(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  input: { clientId: string; taskId: string; policyId?: string; status: TaskStatus },
  now: Date,
): Promise<TaskItem> {
  return db.transaction(async (tx) => {
    const found = await findTask(tx, { ...input, policyIdPath: "body.policyId" }, { forUpdate: true });
    const { row } = found;
    if (!canMoveTask(row.taskId, row.status, input.status, user.role)) {
      throw new AppError(
        "TASK_TRANSITION_REFUSED",
        409,
        refusedTransitionMessage(row.taskId, row.status, input.status, user.role),
      );
    }
    const updated =
      found.kind === "client"
        ? await setClientTaskStatus(tx, row.id, input.status, now)
        : await setPolicyTaskStatus(tx, row.id, input.status, now);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "task.status",
      entity: found.kind === "client" ? "Task" : "PolicyTask",
      entityId: row.id,
      clientId: input.clientId,
      before: { taskId: row.taskId, status: row.status },
      after: { taskId: row.taskId, status: updated.status },
      ...(found.kind === "policy" && { extra: { policyId: found.row.policyId } }),
    });
    return presentTask(updated);
  });
}
