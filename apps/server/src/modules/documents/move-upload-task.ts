/**
 * What a new document does to its upload task (domain rule `taskStatusAfterUpload`): the client task, or that
 * policy's task, goes to IN_REVIEW, inside the upload's transaction. Only an existing task row moves; an upload
 * never creates a task the client does not have. Returns the change, for the audit trail, or null.
 */
import type { DocumentCategory } from "@onboard/domain/clients/enums";
import { taskStatusAfterUpload, uploadTaskOf } from "@onboard/domain/documents/upload-tasks";
import { and, eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { DbExecutor } from "../../db/executor";
import { policyTasks, tasks } from "../../db/schema/index";
import { recordAudit } from "../audit/index";

export interface TaskMove {
  taskRowId: string;
  taskId: string;
  policyId: string | null;
  from: string;
  to: string;
}

export async function moveUploadTask(
  tx: DbExecutor,
  target: { clientId: string; category: DocumentCategory; policyId: string | null },
  now: Date,
): Promise<TaskMove | null> {
  const task = uploadTaskOf(target.category);
  if (!task) return null;
  if (task.kind === "client") {
    const [row] = await tx
      .select({ id: tasks.id, status: tasks.status })
      .from(tasks)
      .where(and(eq(tasks.clientId, target.clientId), eq(tasks.taskId, task.taskId)))
      .for("update");
    if (!row) return null;
    const to = taskStatusAfterUpload(row.status);
    if (to === row.status) return null;
    await tx.update(tasks).set({ status: to, statusUpdatedAt: now, updatedAt: now }).where(eq(tasks.id, row.id));
    return { taskRowId: row.id, taskId: task.taskId, policyId: null, from: row.status, to };
  }
  if (!target.policyId) return null;
  const [row] = await tx
    .select({ id: policyTasks.id, status: policyTasks.status })
    .from(policyTasks)
    .where(
      and(
        eq(policyTasks.clientId, target.clientId),
        eq(policyTasks.policyId, target.policyId),
        eq(policyTasks.taskId, task.taskId),
      ),
    )
    .for("update");
  if (!row) return null;
  const to = taskStatusAfterUpload(row.status);
  if (to === row.status) return null;
  await tx
    .update(policyTasks)
    .set({ status: to, statusUpdatedAt: now, updatedAt: now })
    .where(eq(policyTasks.id, row.id));
  return { taskRowId: row.id, taskId: task.taskId, policyId: target.policyId, from: row.status, to };
}

/** The task's move in the audit trail, beside the document change that caused it. */
export async function recordTaskMove(
  tx: DbExecutor,
  actor: Actor,
  clientId: string,
  move: TaskMove | null,
  reason: string,
): Promise<void> {
  if (!move) return;
  await recordAudit(tx, {
    ...auditActor(actor),
    action: "task.status",
    entity: move.policyId ? "PolicyTask" : "Task",
    entityId: move.taskRowId,
    clientId,
    before: { status: move.from },
    after: { status: move.to },
    extra: { taskId: move.taskId, policyId: move.policyId, reason },
  });
}
