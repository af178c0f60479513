/**
 * `GET .../files/:documentId/preview[?sheet=]`: the file's sheets, header row and first rows (at most 20) as text,
 * and the guessed mapping (the domain's guesser, by header and by sampled values, with each date column's format).
 * A file-level problem (empty, header only, unreadable, no such sheet) comes back in `fileIssues` with no guess.
 */
import type { CensusPreview } from "@onboard/domain/census/census-api";
import { guessColumnMapping } from "@onboard/domain/census/column-mapping";
import type { Actor } from "../../core/actor";
import { authorizeCensus } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { censusSource } from "./census-source";
import { readCensusPreview } from "./reading/index";
import { censusFileOf } from "./repository";

export const PREVIEW_SAMPLE_ROWS = 20;

export async function previewCensusFile(
  deps: CensusDeps,
  actor: Actor,
  ids: { clientId: string; policyId: string; documentId: string },
  sheet: string | undefined,
): Promise<CensusPreview> {
  await authorizeCensus(actor, deps.db, "read", ids);
  const { file, document } = await censusFileOf(deps.db, deps.storage, ids);
  const source = censusSource(deps.storage, {
    storageKey: document.storageKey,
    sizeBytes: document.sizeBytes,
    kind: file.kind,
    sheet: file.kind === "xlsx" ? (sheet ?? file.sheet) : null,
  });
  const preview = await readCensusPreview(source, { sampleSize: PREVIEW_SAMPLE_ROWS });
  const guess =
    preview.fileIssues.length > 0
      ? []
      : guessColumnMapping(preview.headers, preview.sampleRows).map((column) => ({
          columnIndex: column.columnIndex,
          header: column.header,
          fieldId: column.fieldId,
          confidence: column.confidence,
          reason: column.reason,
          dateFormat: column.dateFormat?.format ?? null,
        }));
  return {
    kind: file.kind,
    encoding: preview.encoding,
    sheets: preview.sheets,
    sheet: preview.sheet,
    headers: preview.headers,
    sampleRows: preview.sampleRows.slice(0, PREVIEW_SAMPLE_ROWS),
    guess,
    fileIssues: preview.fileIssues,
  };
}
