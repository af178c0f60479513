/**
 * GET .../client-from-qps: the case as QPS holds it, and its field-by-field difference from the portal's plan design.
 * QPS not answering is 503 with a sentence (the call is the person's, not a job's: nothing to retry later).
 */
import { planDesignPreview } from "@onboard/domain/qps/plan-design";
import { type ClientFromQps, QPS_API_MESSAGES } from "@onboard/domain/qps/qps-api";
import { qpsDifferences } from "@onboard/domain/qps/qps-differences";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { type QpsClient, QpsRejectedError, QpsTimeoutError, QpsUnavailableError } from "../../integrations/qps/index";
import { loadPlanDesignSource } from "./plan-design-source";
import type { QpsClientRecord } from "./qps-access";

export async function clientFromQps(
  deps: { db: Database; qps: QpsClient },
  client: QpsClientRecord,
): Promise<ClientFromQps> {
  let qpsCase: Awaited<ReturnType<QpsClient["getCase"]>>;
  try {
    qpsCase = await deps.qps.getCase(client.caseId);
  } catch (err) {
    if (err instanceof QpsTimeoutError || err instanceof QpsUnavailableError || err instanceof QpsRejectedError) {
      throw new AppError("QPS_UNAVAILABLE", 503, QPS_API_MESSAGES.qpsUnavailable);
    }
    throw err;
  }
  const portal = planDesignPreview(await loadPlanDesignSource(deps.db, client));
  return {
    clientId: client.id,
    caseId: client.caseId,
    qpsCase,
    differences: qpsCase === null ? [] : qpsDifferences(portal, qpsCase.planDesign),
  };
}
