/** GET /api/clients/:clientId/tasks: client tasks, then each policy's tasks, in the domain's display order. */
import { policyLabel } from "@onboard/domain/tasks/policy-label";
import { compareTaskOrder } from "@onboard/domain/tasks/task-catalogue";
import type { TaskOverview } from "@onboard/domain/tasks/task-schemas";
import type { DbExecutor } from "../../db/executor";
import { presentTask } from "./presenter";
import { listClientTasks, listPolicies, listPolicyTasks } from "./repository";

export async function listTasks(db: DbExecutor, clientId: string): Promise<TaskOverview> {
  const [clientTasks, policyTasks, policies] = await Promise.all([
    listClientTasks(db, clientId),
    listPolicyTasks(db, clientId),
    listPolicies(db, clientId),
  ]);
  const byOrder = <T extends { taskId: Parameters<typeof compareTaskOrder>[0] }>(a: T, b: T) =>
    compareTaskOrder(a.taskId, b.taskId);
  return {
    clientTasks: clientTasks.sort(byOrder).map(presentTask),
    // A policy without tasks has nothing to show in the overview.
    policies: policies
      .map((policy) => ({
        policyId: policy.id,
        label: policyLabel(policy.policyNumber, policy.slfCoverages),
        tasks: policyTasks
          .filter((task) => task.policyId === policy.id)
          .sort(byOrder)
          .map(presentTask),
      }))
      .filter((group) => group.tasks.length > 0),
  };
}
