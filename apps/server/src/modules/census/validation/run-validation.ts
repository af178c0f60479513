/**
 * One validation run of a census file (the `census.validate` job, or inline in the request for a small file):
 * claims the file (RUNNING, a new run id and the version it starts from), streams the stored file through the reader
 * with the person's fixes applied, writes the rows with problems under the run (problem-row-writer.ts) and the progress
 * at most every 250 ms, then, in one transaction, makes the run the file's current result (counts, file issues, the
 * first 100 issues, DONE) and opens "Census Missing Information" when it found errors. A run whose file moved on
 * meanwhile (a new mapping or fix: the version, or another run took over) discards its rows; a run that fails removes
 * its rows and says why in words for the person (FAILED). Nothing half-written is ever the current result.
 */
import { randomUUID } from "node:crypto";
import type { CensusCounts, CensusIssueDto } from "@onboard/domain/census/census-api";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { type Actor, systemActor } from "../../../core/actor";
import type { Database } from "../../../db/client";
import type { DbExecutor } from "../../../db/executor";
import { censusFiles, censusProblemRows, documents, policies } from "../../../db/schema/index";
import type { FileStorage } from "../../../integrations/storage/file-storage";
import { censusSource, StoredFileMissingError } from "../census-source";
import { openCensusMissingInformation } from "../client-error-types";
import { loadCensusPolicyRules } from "../policy-rules";
import type { CensusValidationSummary } from "../reading/census-reader";
import { validateCensusFile } from "../reading/index";
import { correctionsMap, isResultCurrent, lockCensusFile } from "../repository";
import { ProblemRowWriter } from "./problem-row-writer";

export const FIRST_ISSUES = 100;
export const PROGRESS_INTERVAL_MS = 250;

export const VALIDATION_FAILURES = {
  missingBytes: "The census file's contents could not be found. Please upload the file again.",
  unexpected: "The census could not be validated because of a problem on our side. Please try again in a moment.",
} as const;

export type ValidationOutcome = "done" | "discarded" | "failed" | "skipped";

export interface ValidationRunDeps {
  db: Database;
  storage: FileStorage;
  /** Told of an unexpected failure (logged), besides the sentence kept for the person. */
  onError?: (error: unknown) => void;
}

interface Claim {
  runId: string;
  version: number;
}

/** Takes the file for a new run, unless it is submitted, not mapped, or already has a current result. */
async function claimRun(db: Database, documentId: string): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const file = await lockCensusFile(tx, documentId);
    if (!file || file.submittedAt || !file.mapping || isResultCurrent(file)) return null;
    const runId = randomUUID();
    // Rows of runs that never finished (a process that died) are not the current result's: they go.
    await tx
      .delete(censusProblemRows)
      .where(
        and(
          eq(censusProblemRows.documentId, documentId),
          file.resultRunId ? ne(censusProblemRows.runId, file.resultRunId) : undefined,
        ),
      );
    const [document] = await tx
      .select({ sizeBytes: documents.sizeBytes })
      .from(documents)
      .where(eq(documents.id, documentId));
    await tx
      .update(censusFiles)
      .set({
        validationStatus: "RUNNING",
        validationProgress: { bytesRead: 0, totalBytes: document?.sizeBytes ?? 0, rowsRead: 0 },
        validationFailure: null,
        activeRunId: runId,
        activeRunVersion: file.version,
        updatedAt: new Date(),
      })
      .where(eq(censusFiles.documentId, documentId));
    return { runId, version: file.version };
  });
}

function countsOf(summary: CensusValidationSummary): CensusCounts {
  return {
    rows: summary.rows,
    errors: summary.errors,
    warnings: summary.warnings,
    rowsWithErrors: summary.rowsWithErrors,
    rowsWithWarnings: summary.rowsWithWarnings,
    byCode: { ...summary.byCode },
  };
}

/** The first issues in row order, from the run's stored rows. */
export async function firstIssuesOf(db: DbExecutor, documentId: string, runId: string): Promise<CensusIssueDto[]> {
  const rows = await db
    .select({ issues: censusProblemRows.issues })
    .from(censusProblemRows)
    .where(
      and(
        eq(censusProblemRows.documentId, documentId),
        eq(censusProblemRows.runId, runId),
        sql`jsonb_array_length(${censusProblemRows.issues}) > 0`,
      ),
    )
    .orderBy(asc(censusProblemRows.rowNumber))
    .limit(FIRST_ISSUES);
  return rows.flatMap((row) => row.issues).slice(0, FIRST_ISSUES);
}

const thisRun = (documentId: string, runId: string) =>
  and(eq(censusProblemRows.documentId, documentId), eq(censusProblemRows.runId, runId));

async function finishRun(
  db: Database,
  actor: Actor,
  documentId: string,
  claim: Claim,
  summary: CensusValidationSummary,
  truncated: boolean,
): Promise<ValidationOutcome> {
  return db.transaction(async (tx) => {
    const file = await lockCensusFile(tx, documentId);
    if (!file || file.activeRunId !== claim.runId || file.version !== claim.version || file.submittedAt) {
      await tx.delete(censusProblemRows).where(thisRun(documentId, claim.runId));
      if (file && file.activeRunId === claim.runId) {
        await tx
          .update(censusFiles)
          .set({ validationStatus: "NOT_STARTED", activeRunId: null, activeRunVersion: null, updatedAt: new Date() })
          .where(eq(censusFiles.documentId, documentId));
      }
      return "discarded";
    }
    if (file.resultRunId) {
      await tx.delete(censusProblemRows).where(thisRun(documentId, file.resultRunId));
    }
    const counts = countsOf(summary);
    const now = new Date();
    await tx
      .update(censusFiles)
      .set({
        validationStatus: "DONE",
        validationProgress: {
          bytesRead: file.validationProgress.totalBytes,
          totalBytes: file.validationProgress.totalBytes,
          rowsRead: summary.rows,
        },
        validationCounts: counts,
        fileIssues: summary.fileIssues,
        firstIssues: await firstIssuesOf(tx, documentId, claim.runId),
        truncated,
        validatedAt: now,
        validationFailure: null,
        validatedVersion: claim.version,
        crossRowChecked: true,
        resultRunId: claim.runId,
        activeRunId: null,
        activeRunVersion: null,
        encoding: summary.encoding ?? file.encoding,
        updatedAt: now,
      })
      .where(eq(censusFiles.documentId, documentId));
    if (counts.errors > 0 || summary.fileIssues.length > 0) {
      await openCensusMissingInformation(tx, actor, { clientId: file.clientId, policyId: file.policyId }, now);
    }
    return "done";
  });
}

async function failRun(db: Database, documentId: string, runId: string, failure: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(censusProblemRows).where(thisRun(documentId, runId));
    await tx
      .update(censusFiles)
      .set({
        validationStatus: "FAILED",
        validationFailure: failure,
        // activeRunVersion stays: the version that failed, so that polling does not start it again and again.
        activeRunId: null,
        updatedAt: new Date(),
      })
      .where(and(eq(censusFiles.documentId, documentId), eq(censusFiles.activeRunId, runId)));
  });
}

async function loadRunInput(db: Database, documentId: string) {
  const [row] = await db
    .select({
      storageKey: documents.storageKey,
      sizeBytes: documents.sizeBytes,
      kind: censusFiles.kind,
      sheet: censusFiles.sheet,
      mapping: censusFiles.mapping,
      policyId: policies.id,
      coverages: policies.slfCoverages,
    })
    .from(censusFiles)
    .innerJoin(documents, eq(documents.id, censusFiles.documentId))
    .innerJoin(policies, eq(policies.id, censusFiles.policyId))
    .where(eq(censusFiles.documentId, documentId));
  return row ?? null;
}

/** Writes the progress, at most every PROGRESS_INTERVAL_MS, while the run is still the file's. */
function progressWriter(db: Database, documentId: string, runId: string, totalBytes: number) {
  let last = 0;
  return async (progress: { rowsRead: number; bytesRead: number }) => {
    const now = Date.now();
    if (now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    await db
      .update(censusFiles)
      .set({
        validationProgress: { bytesRead: progress.bytesRead, totalBytes, rowsRead: progress.rowsRead },
        updatedAt: new Date(),
      })
      .where(and(eq(censusFiles.documentId, documentId), eq(censusFiles.activeRunId, runId)));
  };
}

/**
 * Validates the file unless its result is current (or it is submitted or not mapped). `actor` is who the error
 * types' audit entry names (the system for the job).
 */
export async function runCensusValidation(
  deps: ValidationRunDeps,
  documentId: string,
  actor: Actor = systemActor(),
): Promise<ValidationOutcome> {
  const claim = await claimRun(deps.db, documentId);
  if (!claim) return "skipped";
  try {
    const input = await loadRunInput(deps.db, documentId);
    if (!input?.mapping) throw new Error(`census file ${documentId} lost its mapping`);
    const writer = new ProblemRowWriter(deps.db, documentId, claim.runId);
    const source = censusSource(deps.storage, input);
    const summary = await validateCensusFile({
      ...source,
      mapping: input.mapping,
      rules: await loadCensusPolicyRules(deps.db, { id: input.policyId, slfCoverages: input.coverages }),
      corrections: await correctionsMap(deps.db, documentId),
      onProgress: progressWriter(deps.db, documentId, claim.runId, input.sizeBytes),
      onProblemRow: (row) => writer.add(row),
    });
    await writer.flush();
    return await finishRun(deps.db, actor, documentId, claim, summary, writer.truncated);
  } catch (error) {
    const missing = error instanceof StoredFileMissingError;
    if (!missing) deps.onError?.(error);
    await failRun(
      deps.db,
      documentId,
      claim.runId,
      missing ? VALIDATION_FAILURES.missingBytes : VALIDATION_FAILURES.unexpected,
    );
    return "failed";
  }
}

/** Whether a file's result says it has errors (rows or the file itself). */
export function resultHasErrors(file: { validationCounts: CensusCounts | null; fileIssues: unknown[] }): boolean {
  return (file.validationCounts?.errors ?? 0) > 0 || file.fileIssues.length > 0;
}
