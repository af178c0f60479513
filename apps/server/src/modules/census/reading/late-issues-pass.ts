/**
 * The late issues of a validation (issue 16: dependents without an employee are only known at the end): counted, then
 * handed to `onProblemRow` in row order with the row's values (after the person's fixes) and only the late issues;
 * the caller merges them with what the first pass reported for the same row. The values come from the rows the first
 * pass held aside when it could hold every candidate; otherwise the file is read again, only as far as the last such
 * row.
 */
import type { CensusIssue } from "@onboard/domain/census/census-issue";
import type { CensusValidationInput } from "./census-reader";
import type { IssueTally } from "./issue-tally";
import { openCensusRows } from "./open-census-rows";
import { applyCorrections, detachedRow, padRow } from "./row-corrections";

/** A row the first pass kept aside: its values after fixes, and which cells are fixes. */
export interface HeldRow {
  values: string[];
  corrected: number[];
}

/** The late issues grouped by row, in row order. */
function byRow(late: readonly CensusIssue[]): Map<number, CensusIssue[]> {
  const rows = new Map<number, CensusIssue[]>();
  for (const issue of [...late].sort((a, b) => a.rowNumber - b.rowNumber)) {
    const list = rows.get(issue.rowNumber);
    if (list) list.push(issue);
    else rows.set(issue.rowNumber, [issue]);
  }
  return rows;
}

async function readAgain(
  input: CensusValidationInput,
  pending: Map<number, CensusIssue[]>,
  width: number,
): Promise<void> {
  const opened = await openCensusRows(input);
  if (opened.rows === null) return;
  const source = opened.rows;
  try {
    for await (const batch of source.batches()) {
      input.signal?.throwIfAborted();
      for (let i = 0; i < batch.rows.length; i++) {
        const rowNumber = batch.rowNumbers === null ? batch.firstRowNumber + i : (batch.rowNumbers[i] as number);
        const issues = pending.get(rowNumber);
        if (issues === undefined) continue;
        pending.delete(rowNumber);
        const row = batch.rows[i] as string[];
        const fix = input.corrections.get(rowNumber);
        const { values, corrected } = fix
          ? applyCorrections(row, fix, width)
          : { values: padRow(row, width), corrected: [] };
        await input.onProblemRow({ rowNumber, values: detachedRow(values), corrected, issues });
        if (pending.size === 0) return;
      }
    }
  } finally {
    source.close();
  }
}

export async function reportLateIssues(
  input: CensusValidationInput,
  late: readonly CensusIssue[],
  context: { tally: IssueTally; width: number; held: ReadonlyMap<number, HeldRow> | null },
): Promise<void> {
  const pending = byRow(late);
  for (const [rowNumber, issues] of pending) context.tally.add(rowNumber, issues);
  const { held } = context;
  if (held === null || [...pending.keys()].some((rowNumber) => !held.has(rowNumber))) {
    await readAgain(input, pending, context.width);
    return;
  }
  for (const [rowNumber, issues] of pending) {
    const row = held.get(rowNumber) as HeldRow;
    await input.onProblemRow({ rowNumber, values: row.values, corrected: row.corrected, issues });
  }
}
