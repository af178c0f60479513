/** GET /api/clients/:clientId/tasks/:taskId?policyId=: one task and the statuses this caller may move it to. */
import type { TaskDetail } from "@onboard/domain/tasks/task-schemas";
import { allowedTaskTransitions } from "@onboard/domain/tasks/task-transitions";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { DbExecutor } from "../../db/executor";
import { findTask } from "./find-task";
import { presentTask } from "./presenter";

export async function getTask(
  db: DbExecutor,
  user: AuthenticatedUser,
  input: { clientId: string; taskId: string; policyId?: string },
): Promise<TaskDetail> {
  const { row } = await findTask(db, { ...input, policyIdPath: "querystring.policyId" });
  return { ...presentTask(row), allowedStatuses: allowedTaskTransitions(row.taskId, row.status, user.role) };
}
