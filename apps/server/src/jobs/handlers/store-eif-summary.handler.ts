/** Runs `eif-summary.store`: the eif-summary module's storing of one signature's summary PDF. */
import type { Database } from "../../db/client";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { storeSignedSummary } from "../../modules/eif-summary/index";
import type { storeEifSummaryJob } from "../definitions/store-eif-summary";
import type { JobPayload } from "../job-definition";

export function storeEifSummaryHandler(deps: { db: Database; storage: FileStorage }) {
  return async (payload: JobPayload<typeof storeEifSummaryJob>): Promise<void> => {
    await storeSignedSummary(deps, payload);
  };
}
