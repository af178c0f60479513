/**
 * Ends a push's api job with its outcome, in one transaction, only while the job is still IN_PROGRESS (a run retried
 * after the first one finished changes nothing): the status and end time, one output per QPS message, and on an answer
 * from QPS the policies' pushedToCompassAt and qpsEvents and the class codes QPS assigned to plans and classes.
 */
import type { ApiJobStatus } from "@onboard/domain/explorer/benefit-types";
import { PUSH_RESULT_LABELS, pushDisplayStatus } from "@onboard/domain/qps/push-status";
import type { QpsMessage, QpsPlanDesign, QpsPushAnswer } from "@onboard/domain/qps/qps-wire";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiJobOutputs, apiJobs, employeeClasses, plans, policies } from "../../db/schema/index";

export interface PushOutcome {
  status: Exclude<ApiJobStatus, "IN_PROGRESS">;
  messages: readonly QpsMessage[];
  /** QPS's answer, when it gave one, and the design it answered. */
  answer: QpsPushAnswer | null;
  design: QpsPlanDesign | null;
}

function eventMessage(outcome: PushOutcome): string {
  const display = pushDisplayStatus(outcome.status);
  const label = display === "loading" ? outcome.status : PUSH_RESULT_LABELS[display];
  return outcome.answer ? `${label} (QPS update ${outcome.answer.updateId})` : label;
}

/** True when this call ended the job; false when it had already ended. */
export async function recordPushResult(
  db: Database,
  job: { id: string; clientId: string },
  outcome: PushOutcome,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(apiJobs)
      .set({ status: outcome.status, completedAt: now, updatedAt: now })
      .where(and(eq(apiJobs.id, job.id), eq(apiJobs.status, "IN_PROGRESS")))
      .returning({ id: apiJobs.id });
    if (ended.length === 0) return false;
    const clientPolicies = await tx
      .select({ id: policies.id, policyNumber: policies.policyNumber })
      .from(policies)
      .where(eq(policies.clientId, job.clientId));
    const policyIdOf = new Map(clientPolicies.map((policy) => [policy.policyNumber, policy.id]));
    if (outcome.messages.length > 0) {
      await tx.insert(apiJobOutputs).values(
        outcome.messages.map((message, index) => ({
          apiJobId: job.id,
          policyId: message.policyNumber === null ? null : (policyIdOf.get(message.policyNumber) ?? null),
          level: message.level,
          code: message.code,
          message: message.message,
          // Outputs list in the order QPS gave them: one timestamp each, a microsecond apart.
          createdAt: new Date(now.getTime() + index),
        })),
      );
    }
    const { answer, design } = outcome;
    if (answer === null || design === null) return true;
    const pushedIds = design.policies
      .map((policy) => policyIdOf.get(policy.policyNumber))
      .filter((id): id is string => id !== undefined);
    if (pushedIds.length > 0) {
      const event = {
        at: now.toISOString(),
        type: "PLAN_DESIGN_PUSH",
        message: eventMessage(outcome),
        apiJobId: job.id,
      };
      await tx
        .update(policies)
        .set({
          pushedToCompassAt: now,
          qpsEvents: sql`${policies.qpsEvents} || ${JSON.stringify([event])}::jsonb`,
          updatedAt: now,
        })
        .where(inArray(policies.id, pushedIds));
    }
    // Only the plans and classes that were pushed: QPS answers by the keys it was sent.
    const planKeys = new Set(design.plans.map((plan) => plan.planKey));
    const classKeys = new Set(design.classes.map((employeeClass) => employeeClass.classKey));
    for (const { planKey, qpsClasses } of answer.planClasses) {
      if (!planKeys.has(planKey)) continue;
      await tx
        .update(plans)
        .set({ qpsClasses })
        .where(and(eq(plans.id, planKey), eq(plans.clientId, job.clientId)));
    }
    for (const { classKey, qpsClasses } of answer.employeeClassClasses) {
      if (!classKeys.has(classKey)) continue;
      await tx
        .update(employeeClasses)
        .set({ qpsClasses })
        .where(and(eq(employeeClasses.id, classKey), eq(employeeClasses.clientId, job.clientId)));
    }
    return true;
  });
}
