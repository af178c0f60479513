/**
 * Client and policy tasks. Due dates are relative to `today` so the hub always shows a realistic mix:
 * past due, due today, due soon (within 5 days), later, and done.
 */
import { CLIENT_TASK_IDS, type PolicyTaskId, type TaskStatus } from "@onboard/domain/tasks/task-ids";
import { policyTasks, tasks } from "../schema/index";
import { phaseIndex } from "./clients";
import type { ClientSeed, PolicySeed } from "./data/client-types";
import { CLIENT_SEEDS } from "./data/clients-data";
import { at, isoDay } from "./dates";
import { seedId } from "./ids";
import { clientIdOf, policyIdOf } from "./keys";
import type { SeedContext } from "./seed-context";

type Slot = { status: TaskStatus; dueInDays: number };

/** The rotation for clients mid-onboarding: every due bucket appears within any 8 consecutive tasks. */
const ROTATION: Slot[] = [
  { status: "IN_PROGRESS", dueInDays: -4 },
  { status: "NOT_STARTED", dueInDays: 0 },
  { status: "NOT_STARTED", dueInDays: 3 },
  { status: "UPCOMING", dueInDays: 27 },
  { status: "NIGO", dueInDays: -2 },
  { status: "IN_REVIEW", dueInDays: 4 },
  { status: "NOT_STARTED", dueInDays: 36 },
  { status: "DONE", dueInDays: -10 },
];

function slotFor(client: ClientSeed, clientIndex: number, taskIndex: number): Slot {
  if (client.isLive) return { status: "DONE", dueInDays: -90 + taskIndex * 4 };
  if (!client.completedSetup) return { status: "UPCOMING", dueInDays: 20 + taskIndex * 2 };
  if (phaseIndex(client) === 0) {
    return taskIndex === 0
      ? { status: "NOT_STARTED", dueInDays: 3 }
      : { status: "UPCOMING", dueInDays: 25 + taskIndex * 2 };
  }
  if (taskIndex === 0) return { status: "DONE", dueInDays: -30 };
  return ROTATION[(taskIndex + clientIndex) % ROTATION.length] as Slot;
}

function policyTaskIds(client: ClientSeed, policy: PolicySeed): PolicyTaskId[] {
  const ids: PolicyTaskId[] = [];
  if (client.priorCarrier) ids.push("prior-carrier-bills");
  ids.push("enrollment-elections");
  if (policy.coverages.includes("PFML") || policy.coverages.includes("FLI")) ids.push("pfml", "pfml-spd");
  if (policy.coverages.includes("LTD")) ids.push("advisor-spd");
  if (policy.coverages.includes("DENTAL")) ids.push("dental-rollover", "deductible-maximum-report");
  return ids;
}

export async function seedTasks({ tx, today }: SeedContext): Promise<void> {
  const statusAt = (slot: Slot) =>
    at(today, slot.status === "DONE" ? slot.dueInDays : Math.min(slot.dueInDays, 0) - 6, 13);

  await tx.insert(tasks).values(
    CLIENT_SEEDS.flatMap((c, ci) =>
      CLIENT_TASK_IDS.map((taskId, ti) => {
        const slot = slotFor(c, ci, ti);
        return {
          id: seedId("task", `${c.key}:${taskId}`),
          clientId: clientIdOf(c.key),
          taskId,
          status: slot.status,
          dueDate: isoDay(today, slot.dueInDays),
          statusUpdatedAt: statusAt(slot),
        };
      }),
    ),
  );

  await tx.insert(policyTasks).values(
    CLIENT_SEEDS.flatMap((c, ci) =>
      c.policies.flatMap((p, pi) =>
        policyTaskIds(c, p).map((taskId, ti) => {
          // Offset by 3 so a policy's tasks do not mirror its client's tasks.
          const slot = slotFor(c, ci + pi + 3, ti + 1);
          return {
            id: seedId("policy-task", `${p.number}:${taskId}`),
            clientId: clientIdOf(c.key),
            policyId: policyIdOf(p.number),
            taskId,
            status: slot.status,
            dueDate: isoDay(today, slot.dueInDays),
            statusUpdatedAt: statusAt(slot),
          };
        }),
      ),
    ),
  );
}
