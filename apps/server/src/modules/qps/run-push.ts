/**
 * Runs one push (the `qps.push` job): sends the client's plan design to QPS under the api job's idempotency key and
 * records the outcome (record-push-result.ts). Every QPS outcome ends the job:
 * - QPS's answer: COMPLETED, COMPLETED_WITH_WARNINGS or COMPLETED_WITH_ERRORS, with its messages;
 * - no answer in time: TIMEOUT; QPS refused the request, or stayed unavailable through the client's retries:
 *   COMPLETED_WITH_ERRORS saying so; a plan design blocked by a problem since the push was asked: the same, with
 *   each problem.
 * - QPS already holding exactly this plan design (asked on a job's first run only): NOT_APPLICABLE, nothing sent.
 * A run that dies half-way (the process killed) is run again by pg-boss: the job is still IN_PROGRESS, the same key
 * goes to QPS, which answers its first answer again without a second update ("exactly once"). A job already ended
 * is left alone.
 */
import { planDesignProblems, pushablePlanDesign } from "@onboard/domain/qps/plan-design";
import { QPS_API_MESSAGES } from "@onboard/domain/qps/qps-api";
import { qpsDifferences } from "@onboard/domain/qps/qps-differences";
import type { QpsMessage, QpsPlanDesign } from "@onboard/domain/qps/qps-wire";
import { and, eq, isNull } from "drizzle-orm";
import { apiJobs } from "../../db/schema/index";
import { QpsRejectedError, QpsTimeoutError, QpsUnavailableError } from "../../integrations/qps/index";
import { loadPlanDesignSource } from "./plan-design-source";
import { findQpsClient } from "./qps-access";
import type { QpsPushDeps } from "./qps-deps";
import { type PushOutcome, recordPushResult } from "./record-push-result";
import { pushIdempotencyKey } from "./start-push";

const error = (code: string, message: string): QpsMessage => ({ level: "ERROR", code, message, policyNumber: null });

function notify(
  deps: QpsPushDeps,
  job: { id: string; clientId: string },
  status: PushOutcome["status"] | "IN_PROGRESS",
) {
  try {
    deps.notify({ clientId: job.clientId, apiJobId: job.id, apiJobStatus: status });
  } catch (err) {
    deps.onError(err);
  }
}

/**
 * Whether QPS already holds exactly this plan design. Only asked before the first attempt of a job: a retried job may
 * have reached QPS already, and must send its key again to get QPS's first answer. QPS not answering here is not the
 * push's outcome: the push itself then tells.
 */
async function alreadyInQps(deps: QpsPushDeps, design: QpsPlanDesign): Promise<boolean> {
  try {
    const qpsCase = await deps.qps.getCase(design.caseId);
    return qpsCase !== null && qpsDifferences(design, qpsCase.planDesign).length === 0;
  } catch (err) {
    if (err instanceof QpsTimeoutError || err instanceof QpsUnavailableError || err instanceof QpsRejectedError) {
      return false;
    }
    throw err;
  }
}

async function outcomeOf(
  deps: QpsPushDeps,
  job: { id: string; clientId: string },
  firstRun: boolean,
): Promise<PushOutcome> {
  const client = await findQpsClient(deps.db, job.clientId);
  if (!client) {
    return {
      status: "COMPLETED_WITH_ERRORS",
      messages: [error("CLIENT_GONE", "The client was deleted")],
      answer: null,
      design: null,
    };
  }
  const source = await loadPlanDesignSource(deps.db, client);
  const design = pushablePlanDesign(source);
  if (design === null) {
    const messages = planDesignProblems(source).map((problem) => error(problem.code, problem.message));
    return { status: "COMPLETED_WITH_ERRORS", messages, answer: null, design: null };
  }
  if (firstRun && (await alreadyInQps(deps, design))) {
    const message = "QPS already holds this plan design: nothing was sent";
    return {
      status: "NOT_APPLICABLE",
      messages: [{ level: "INFO", code: "ALREADY_IN_QPS", message, policyNumber: null }],
      answer: null,
      design: null,
    };
  }
  try {
    const answer = await deps.qps.pushPlanDesign(design, pushIdempotencyKey(job.id));
    return { status: answer.result, messages: answer.messages, answer, design };
  } catch (err) {
    if (err instanceof QpsTimeoutError) {
      return { status: "TIMEOUT", messages: [error("QPS_TIMEOUT", err.message)], answer: null, design: null };
    }
    if (err instanceof QpsRejectedError) {
      return {
        status: "COMPLETED_WITH_ERRORS",
        messages: [error("QPS_REJECTED", err.message)],
        answer: null,
        design: null,
      };
    }
    if (err instanceof QpsUnavailableError) {
      const message = `${QPS_API_MESSAGES.qpsUnavailable} (${err.message})`;
      return {
        status: "COMPLETED_WITH_ERRORS",
        messages: [error("QPS_UNAVAILABLE", message)],
        answer: null,
        design: null,
      };
    }
    throw err;
  }
}

export async function runQpsPush(
  deps: QpsPushDeps,
  apiJobId: string,
  now: () => Date = () => new Date(),
): Promise<void> {
  const [job] = await deps.db
    .select({ id: apiJobs.id, clientId: apiJobs.clientId, status: apiJobs.status, startedAt: apiJobs.startedAt })
    .from(apiJobs)
    .where(eq(apiJobs.id, apiJobId));
  if (job?.status !== "IN_PROGRESS") return;
  const firstRun = job.startedAt === null;
  if (firstRun) {
    await deps.db
      .update(apiJobs)
      .set({ startedAt: now(), updatedAt: now() })
      .where(and(eq(apiJobs.id, job.id), isNull(apiJobs.startedAt)));
    notify(deps, job, "IN_PROGRESS");
  }
  const outcome = await outcomeOf(deps, job, firstRun);
  if (await recordPushResult(deps.db, job, outcome, now())) notify(deps, job, outcome.status);
}
