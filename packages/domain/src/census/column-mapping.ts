/**
 * The column mapping the indicate-source step proposes (issue 16): each column's best census field by its header,
 * else by its sampled values, never two columns on one field; date columns carry their inferred format.
 */
import { type DateFormatInference, inferDateFormat } from "./census-dates";
import { type CensusFieldId, censusField } from "./census-fields";
import { matchHeader } from "./header-matching";
import { matchValues } from "./value-sampling";

export type MatchReason = "header" | "values";

export interface ColumnGuess {
  readonly columnIndex: number;
  readonly header: string;
  /** null: no field fits, or every field it fits went to a surer column. */
  readonly fieldId: CensusFieldId | null;
  /** 0 to 1; 0 when fieldId is null. */
  readonly confidence: number;
  readonly reason: MatchReason | null;
  /** For a column guessed as a date field: the format its samples share, or why none. */
  readonly dateFormat: DateFormatInference | null;
}

interface Candidate {
  readonly columnIndex: number;
  readonly fieldId: CensusFieldId;
  readonly confidence: number;
  readonly reason: MatchReason;
}

function columnSamples(sampleRows: readonly (readonly string[])[], columnIndex: number): string[] {
  const samples: string[] = [];
  for (const row of sampleRows) {
    const value = row[columnIndex];
    if (value !== undefined) samples.push(value);
  }
  return samples;
}

/**
 * Every (column, field) candidate is ranked by confidence (header before values on a tie, then left to right), and
 * taken greedily while both its column and its field are free: the surest column wins a contested field, and the
 * other columns fall back to their next candidate.
 */
export function guessColumnMapping(
  headers: readonly string[],
  sampleRows: readonly (readonly string[])[],
): ColumnGuess[] {
  const samplesByColumn = headers.map((_, columnIndex) => columnSamples(sampleRows, columnIndex));
  const candidates: Candidate[] = [];
  headers.forEach((header, columnIndex) => {
    for (const match of matchHeader(header)) candidates.push({ columnIndex, ...match, reason: "header" });
    for (const match of matchValues(samplesByColumn[columnIndex] ?? [])) {
      candidates.push({ columnIndex, ...match, reason: "values" });
    }
  });
  candidates.sort(
    (a, b) =>
      b.confidence - a.confidence ||
      (a.reason === b.reason ? 0 : a.reason === "header" ? -1 : 1) ||
      a.columnIndex - b.columnIndex,
  );
  const chosen = new Map<number, Candidate>();
  const takenFields = new Set<CensusFieldId>();
  for (const candidate of candidates) {
    if (chosen.has(candidate.columnIndex) || takenFields.has(candidate.fieldId)) continue;
    chosen.set(candidate.columnIndex, candidate);
    takenFields.add(candidate.fieldId);
  }
  return headers.map((header, columnIndex) => {
    const candidate = chosen.get(columnIndex);
    if (!candidate) return { columnIndex, header, fieldId: null, confidence: 0, reason: null, dateFormat: null };
    const isDate = censusField(candidate.fieldId).kind === "date";
    return {
      columnIndex,
      header,
      fieldId: candidate.fieldId,
      confidence: candidate.confidence,
      reason: candidate.reason,
      dateFormat: isDate ? inferDateFormat(samplesByColumn[columnIndex] ?? []) : null,
    };
  });
}
