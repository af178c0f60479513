/**
 * Validates a stored census file in one streaming pass (issue 16 "validation streams: it never holds the whole file"):
 * each data row, after the person's fixes, goes through the compiled row rules and the cross-row checks; rows with
 * problems go to `onProblemRow` (awaited, so a slow writer slows the reading) and everything is counted. Dependents
 * without an employee are only known after the last row: they are reported again then, with only that issue, and the
 * caller merges it into what the first pass gave for the row. Their values come from the rows kept aside while reading
 * (dependents whose employee had not appeared yet, up to MAX_HELD_ROWS) or else from a short second pass.
 *
 * The first non-blank row is the header. Blank rows are skipped and not counted, but keep their number, so every row
 * number is the one the person sees in their spreadsheet. A file that stops being readable half-way (bytes that are
 * not UTF-8, a broken workbook) ends the pass with that file issue and no late checks (the unread rows might hold the
 * missing employees). Bad input never throws; the stream's own faults and an abort do.
 */
import type { CensusFileIssue } from "@onboard/domain/census/census-api";
import { censusField } from "@onboard/domain/census/census-fields";
import { type CensusIssue, NO_ISSUES } from "@onboard/domain/census/census-issue";
import { CENSUS_MESSAGES } from "@onboard/domain/census/census-messages";
import { createCrossRowChecks } from "@onboard/domain/census/cross-row-checks";
import { compileRowPlan, type RowPlan } from "@onboard/domain/census/row-plan";
import { validateCensusRow } from "@onboard/domain/census/row-rules";
import type { CensusValidationInput, CensusValidationSummary } from "./census-reader";
import { IssueTally } from "./issue-tally";
import { type HeldRow, reportLateIssues } from "./late-issues-pass";
import { openCensusRows } from "./open-census-rows";
import { EMPTY_FILE, HEADER_ONLY, isBlankRow } from "./row-batches";
import { applyCorrections, detachedRow, padRow } from "./row-corrections";

/** onProgress is called when at least this many more rows have been read (checked once per batch), and at the end. */
export const PROGRESS_EVERY_ROWS = 25_000;
/**
 * The file's size over this is the row count the cross-row tables are sized for up front (a template row is 120 to
 * 200 bytes; an XLSX packs about as many rows per byte): shorter rows only mean a growth or two later, longer ones a
 * table up to that many times larger than needed, which at the upload limit is a few MB.
 */
const BYTES_PER_ROW_GUESS = 128;
/**
 * Dependents whose employee has not been seen yet are kept (with their values) up to this many, so that the ones
 * still without an employee at the end are reported without reading the file again; past it, a second pass.
 */
export const MAX_HELD_ROWS = 2_000;

const NOT_CORRECTED: number[] = [];

/** A required field no column holds: a problem of the mapping, shown before any row. */
function missingColumnIssues(plan: RowPlan): CensusFileIssue[] {
  return plan.missingRequiredFields.map((fieldId) => ({
    code: "required",
    message: CENSUS_MESSAGES.required(censusField(fieldId).label.en),
    fieldId,
  }));
}

function summaryOf(
  rows: number,
  tally: IssueTally,
  fileIssues: CensusFileIssue[],
  encoding: CensusValidationSummary["encoding"],
): CensusValidationSummary {
  return {
    rows,
    errors: tally.errors,
    warnings: tally.warnings,
    rowsWithErrors: tally.rowsWithErrors,
    rowsWithWarnings: tally.rowsWithWarnings,
    byCode: tally.byCode(),
    fileIssues,
    encoding,
  };
}

export async function validateCensusFile(input: CensusValidationInput): Promise<CensusValidationSummary> {
  const { corrections, onProblemRow, onProgress, signal } = input;
  signal?.throwIfAborted();
  const plan = compileRowPlan(input.mapping, input.rules);
  const tally = new IssueTally();
  const opened = await openCensusRows(input);
  if (opened.rows === null) return summaryOf(0, tally, [opened.fileIssue], null);
  const source = opened.rows;
  const checks = createCrossRowChecks(plan, { expectedRows: Math.floor(input.sizeBytes / BYTES_PER_ROW_GUESS) });
  const hasCorrections = corrections.size > 0;
  const held = new Map<number, HeldRow>();
  let heldAll = true;
  let width = -1;
  let rowCount = 0;
  let nextProgress = PROGRESS_EVERY_ROWS;

  try {
    for await (const batch of source.batches()) {
      signal?.throwIfAborted();
      const { rows, rowNumbers, firstRowNumber } = batch;
      for (let i = 0; i < rows.length; i++) {
        let row = rows[i] as string[];
        if (isBlankRow(row)) continue;
        if (width < 0) {
          width = row.length;
          continue;
        }
        const rowNumber = rowNumbers === null ? firstRowNumber + i : (rowNumbers[i] as number);
        rowCount++;
        let corrected = NOT_CORRECTED;
        if (hasCorrections) {
          const fix = corrections.get(rowNumber);
          if (fix !== undefined) ({ values: row, corrected } = applyCorrections(row, fix, width));
        }
        const own = validateCensusRow(row, plan, rowNumber);
        const across = checks.observe(row, rowNumber);
        if (checks.awaitsEmployee()) {
          if (held.size < MAX_HELD_ROWS) held.set(rowNumber, { values: detachedRow(padRow(row, width)), corrected });
          else heldAll = false;
        }
        if (own === NO_ISSUES && across === NO_ISSUES) continue;
        const issues: readonly CensusIssue[] =
          across === NO_ISSUES ? own : own === NO_ISSUES ? across : [...own, ...across];
        tally.add(rowNumber, issues);
        const values = detachedRow(padRow(row, width));
        const reported = onProblemRow({ rowNumber, values, corrected, issues });
        if (reported !== undefined) await reported;
      }
      if (onProgress !== undefined && rowCount >= nextProgress) {
        nextProgress = rowCount + PROGRESS_EVERY_ROWS;
        const reported = onProgress({ rowsRead: rowCount, bytesRead: source.bytesRead });
        if (reported !== undefined) await reported;
      }
    }
  } finally {
    source.close();
  }

  const encoding = source.encoding;
  if (source.stoppedBy !== null) return summaryOf(rowCount, tally, [source.stoppedBy], encoding);
  if (width < 0) return summaryOf(0, tally, [EMPTY_FILE], encoding);
  if (rowCount === 0) return summaryOf(0, tally, [HEADER_ONLY], encoding);

  const late = checks.finish();
  if (late.length > 0) await reportLateIssues(input, late, { tally, width, held: heldAll ? held : null });
  if (onProgress !== undefined) await onProgress({ rowsRead: rowCount, bytesRead: input.sizeBytes });
  return summaryOf(rowCount, tally, missingColumnIssues(plan), encoding);
}
