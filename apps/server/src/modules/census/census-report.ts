/**
 * `GET .../files/:documentId/report`: the validation report as XLSX (the export folder's `writeCensusReport`), its
 * rows read from the current result in batches and written as they come, so the workbook streams to the response.
 */
import type { Writable } from "node:stream";
import type { Actor } from "../../core/actor";
import { authorizeCensus } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { notValidated } from "./errors";
import { writeCensusReport } from "./export/report-workbook";
import { reportFileName } from "./file-names";
import { allProblemRows, resultRunOf } from "./problem-rows";
import { censusFileOf } from "./repository";

export interface CensusReport {
  fileName: string;
  /** Writes the workbook to `out` and ends it (destroys it on a failure). */
  write(out: Writable): Promise<void>;
}

export async function censusReport(
  deps: CensusDeps,
  actor: Actor,
  ids: { clientId: string; policyId: string; documentId: string },
  language: "en" | "es",
): Promise<CensusReport> {
  await authorizeCensus(actor, deps.db, "read", ids);
  const { file, document } = await censusFileOf(deps.db, deps.storage, ids);
  const runId = resultRunOf(file);
  if (!runId) throw notValidated();
  return {
    fileName: reportFileName(document.name),
    write: (out) =>
      writeCensusReport(out, {
        headers: file.headers ?? [],
        mapping: file.mapping ?? [],
        rows: allProblemRows(deps.db, file.documentId, runId),
        counts: file.validationCounts,
        language,
      }),
  };
}
