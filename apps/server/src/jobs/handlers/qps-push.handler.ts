/** Runs `qps.push`: the QPS module's push of one api job (modules/qps/run-push.ts). */
import { type QpsPushDeps, runQpsPush } from "../../modules/qps/index";
import type { qpsPushJob } from "../definitions/qps-push";
import type { JobPayload } from "../job-definition";

export function qpsPushHandler(deps: QpsPushDeps) {
  return async (payload: JobPayload<typeof qpsPushJob>): Promise<void> => {
    await runQpsPush(deps, payload.apiJobId);
  };
}
