/**
 * POST /api/admin/carrier-records: creates the carrier's task records a client is missing: every client task (spec
 * §2's task ids) and, per policy, the policy tasks its coverages call for. Existing records are left as they are, so
 * a second run creates nothing; one transaction, one audit entry.
 */
import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { CLIENT_TASK_IDS, type PolicyTaskId } from "@onboard/domain/tasks/task-ids";
import { eq } from "drizzle-orm";
import { clients, policies, policyTasks, tasks } from "../../db/schema/index";
import { recordAudit } from "../audit/index";
import { openClientCondition } from "./recipients";
import type { TriggerDeps } from "./trigger-deps";

const CHUNK = 500;

/** Which policy tasks a policy needs: bills and census always; PFML and dental tasks with those coverages. */
export function policyTasksFor(coverages: readonly string[]): PolicyTaskId[] {
  const needed: PolicyTaskId[] = ["prior-carrier-bills", "enrollment-elections"];
  if (coverages.includes("PFML")) needed.push("pfml", "pfml-spd", "advisor-spd");
  if (coverages.includes("DENTAL")) needed.push("dental-rollover", "deductible-maximum-report");
  return needed;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export async function createCarrierRecords(deps: TriggerDeps): Promise<TriggerSummary> {
  return deps.db.transaction(async (tx) => {
    const open = await tx.select({ id: clients.id }).from(clients).where(openClientCondition());
    const clientRows = open.flatMap((c) => CLIENT_TASK_IDS.map((taskId) => ({ clientId: c.id, taskId })));
    let taskCount = 0;
    for (const chunk of chunks(clientRows)) {
      const created = await tx.insert(tasks).values(chunk).onConflictDoNothing().returning({ id: tasks.id });
      taskCount += created.length;
    }
    const policyRows = (
      await tx
        .select({ policyId: policies.id, clientId: policies.clientId, coverages: policies.slfCoverages })
        .from(policies)
        .innerJoin(clients, eq(clients.id, policies.clientId))
        .where(openClientCondition())
    ).flatMap((p) =>
      policyTasksFor(p.coverages).map((taskId) => ({ clientId: p.clientId, policyId: p.policyId, taskId })),
    );
    let policyTaskCount = 0;
    for (const chunk of chunks(policyRows)) {
      const created = await tx
        .insert(policyTasks)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ id: policyTasks.id });
      policyTaskCount += created.length;
    }
    const details = { clients: open.length, tasks: taskCount, policyTasks: policyTaskCount };
    await recordAudit(tx, {
      ...deps.actor,
      action: "owner.carrier-records",
      entity: "OwnerTrigger",
      entityId: null,
      after: details,
    });
    return { count: taskCount + policyTaskCount, details };
  });
}
