/** GET .../qps/plan-design-info: what a push would send, what blocks it, when it was last pushed, and the pushes. */
import { planDesignPreview, planDesignProblems } from "@onboard/domain/qps/plan-design";
import { type PlanDesignInfo, PUSH_HISTORY_LIMIT } from "@onboard/domain/qps/qps-api";
import { eq, max } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { policies } from "../../db/schema/index";
import { clientApiJobs } from "./api-jobs";
import { loadPlanDesignSource } from "./plan-design-source";
import type { QpsClientRecord } from "./qps-access";

export async function planDesignInfo(db: DbExecutor, client: QpsClientRecord): Promise<PlanDesignInfo> {
  const source = await loadPlanDesignSource(db, client);
  const [pushed] = await db
    .select({ at: max(policies.pushedToCompassAt) })
    .from(policies)
    .where(eq(policies.clientId, client.id));
  return {
    clientId: client.id,
    caseId: client.caseId,
    planDesign: planDesignPreview(source),
    problems: planDesignProblems(source),
    lastPushedAt: pushed?.at ? pushed.at.toISOString() : null,
    pushes: await clientApiJobs(db, client.id, PUSH_HISTORY_LIMIT),
  };
}
