/** Runs `census.validate`: the census module's validation run of one file (progress, problem rows, result). */
import type { Database } from "../../db/client";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { runCensusValidation } from "../../modules/census/index";
import type { censusValidateJob } from "../definitions/census-validate";
import type { JobPayload } from "../job-definition";

export function censusValidateHandler(deps: { db: Database; storage: FileStorage; onError: (error: unknown) => void }) {
  return async (payload: JobPayload<typeof censusValidateJob>): Promise<void> => {
    await runCensusValidation(deps, payload.documentId);
  };
}
