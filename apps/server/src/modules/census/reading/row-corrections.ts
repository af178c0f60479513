/**
 * The person's fixes applied to a row before it is checked (issue 16: fixes are kept beside the uploaded file, never
 * written into it). Rows without a fix are not copied: most rows have none.
 */
export type RowCorrections = ReadonlyMap<number, ReadonlyMap<number, string>>;

export interface CorrectedRow {
  values: string[];
  /** Column indexes whose value is a fix, ascending. */
  corrected: number[];
}

/** `row` with `fix` applied, as a new array at least `width` cells long (a fix may fill a cell the row lacked). */
export function applyCorrections(
  row: readonly string[],
  fix: ReadonlyMap<number, string>,
  width: number,
): CorrectedRow {
  const values = padRow(row, width).slice();
  const corrected: number[] = [];
  for (const [column, value] of fix) {
    if (!Number.isInteger(column) || column < 0) continue;
    while (values.length <= column) values.push("");
    values[column] = value;
    corrected.push(column);
  }
  corrected.sort((a, b) => a - b);
  return { values, corrected };
}

/** The row with blank cells added up to `width` (the header's width); the row itself when it is wide enough. */
export function padRow(row: readonly string[], width: number): string[] {
  if (row.length >= width) return row as string[];
  const padded = row.slice();
  while (padded.length < width) padded.push("");
  return padded;
}

/**
 * The row's cells as strings of their own. A parsed cell may be a slice of the whole piece of text it came from (V8
 * keeps the piece alive for it): a row kept past its batch, by us or by the caller, must not hold 256 KB of file.
 */
export function detachedRow(values: readonly string[]): string[] {
  const detached = new Array<string>(values.length);
  // V8 copies strings under 13 characters when it slices; longer ones are flattened anew by the concatenation.
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as string;
    detached[i] = value.length < 13 ? value : ` ${value}`.slice(1);
  }
  return detached;
}
