/**
 * POST .../qps/async-push: starts a push of the client's plan design. While a push of the client runs, it answers that
 * job instead of starting another (the client's row is locked, so two requests at once start one job). A push blocked
 * by a problem of the plan design is 409, naming each problem. The api job and its pg-boss job are created in one
 * transaction: both exist, or neither.
 */
import { randomUUID } from "node:crypto";
import { planDesignProblems } from "@onboard/domain/qps/plan-design";
import { QPS_API_MESSAGES } from "@onboard/domain/qps/qps-api";
import { and, eq } from "drizzle-orm";
import { apiJobs, clients } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { qpsPushJob } from "../../jobs/definitions/qps-push";
import { loadPlanDesignSource } from "./plan-design-source";
import type { QpsAccess } from "./qps-access";
import type { QpsDeps } from "./qps-deps";

/** The idempotency key QPS sees for an api job: the same on every attempt and every retry of that job. */
export function pushIdempotencyKey(apiJobId: string): string {
  return `onboard:qps-push:${apiJobId}`;
}

export async function startPush(deps: QpsDeps, access: QpsAccess): Promise<{ apiJobId: string; started: boolean }> {
  const { client, user } = access;
  const outcome = await deps.db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, client.id)).for("update");
    const [running] = await tx
      .select({ id: apiJobs.id })
      .from(apiJobs)
      .where(and(eq(apiJobs.clientId, client.id), eq(apiJobs.type, "QPS_PUSH"), eq(apiJobs.status, "IN_PROGRESS")))
      .limit(1);
    if (running) return { apiJobId: running.id, started: false };
    const problems = planDesignProblems(await loadPlanDesignSource(tx, client));
    if (problems.length > 0) {
      throw new AppError(
        "PUSH_BLOCKED",
        409,
        QPS_API_MESSAGES.pushBlocked,
        problems.map((problem) => ({ path: problem.field, message: problem.message })),
      );
    }
    const apiJobId = randomUUID();
    await tx.insert(apiJobs).values({
      id: apiJobId,
      clientId: client.id,
      type: "QPS_PUSH",
      status: "IN_PROGRESS",
      idempotencyKey: pushIdempotencyKey(apiJobId),
      requestedByUserId: user.id,
    });
    await deps.jobs.send(qpsPushJob, { apiJobId }, { singletonKey: apiJobId, transaction: tx });
    return { apiJobId, started: true };
  });
  // Committed: the job can be seen now (woken inside the transaction, a worker would wait a polling interval).
  if (outcome.started) deps.jobs.wake(qpsPushJob);
  return outcome;
}
