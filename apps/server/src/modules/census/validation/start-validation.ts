/**
 * When a census file needs a validation run, and starting one: a file up to CENSUS_INLINE_VALIDATION_BYTES runs in
 * the request (awaited); a bigger one is QUEUED as a `census.validate` job, once per file (its singleton key).
 */
import { CENSUS_INLINE_VALIDATION_BYTES } from "@onboard/domain/census/census-api";
import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../core/actor";
import { censusFiles } from "../../../db/schema/index";
import { censusValidateJob } from "../../../jobs/definitions/census-validate";
import type { CensusDeps } from "../census-deps";
import { type CensusFileRow, isResultCurrent } from "../repository";
import { runCensusValidation } from "./run-validation";

/** A run that has not written for this long is taken for lost (its process died) and may be started again. */
export const ABANDONED_RUN_MS = 60_000;

/**
 * Whether polling should start a run: not for a submitted or unmapped file, a current result, a live run of this
 * version, or a failure of this version (the person retries with validate-submit or a new mapping).
 */
export function needsValidation(file: CensusFileRow, now: Date): boolean {
  if (file.submittedAt || !file.mapping || isResultCurrent(file)) return false;
  const sameVersion = file.activeRunVersion === file.version;
  if (file.validationStatus === "RUNNING") {
    return !sameVersion || now.getTime() - file.updatedAt.getTime() > ABANDONED_RUN_MS;
  }
  if (file.validationStatus === "FAILED") return !sameVersion;
  return true;
}

/** Starts the file's validation: inline (awaited) when small or `inline`, else queued. */
export async function startValidation(
  deps: CensusDeps,
  actor: Actor,
  file: CensusFileRow,
  sizeBytes: number,
  options: { inline: boolean; onError?: (error: unknown) => void },
): Promise<void> {
  if (options.inline || sizeBytes <= CENSUS_INLINE_VALIDATION_BYTES) {
    await runCensusValidation({ db: deps.db, storage: deps.storage, onError: options.onError }, file.documentId, actor);
    return;
  }
  await deps.db
    .update(censusFiles)
    .set({
      validationStatus: "QUEUED",
      validationProgress: { bytesRead: 0, totalBytes: sizeBytes, rowsRead: 0 },
      validationFailure: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(censusFiles.documentId, file.documentId),
        inArray(censusFiles.validationStatus, ["NOT_STARTED", "DONE", "FAILED", "QUEUED"]),
      ),
    );
  await deps.jobs.send(censusValidateJob, { documentId: file.documentId }, { singletonKey: file.documentId });
}
