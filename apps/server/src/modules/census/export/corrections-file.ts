/**
 * The corrections file (issue 16 "fixes are kept as a corrections file next to the original"): every fix a person
 * made in the validation report, as a CSV beside the uploaded file, whose bytes are never changed. One line per
 * corrected cell, by spreadsheet row and then column, with the cell's header, its uploaded value and the fix. UTF-8
 * with a byte-order mark, so that Excel shows accents; every cell neutralised against CSV injection.
 */
import { csvLine, UTF8_BOM } from "./csv-text";

export interface CensusCorrection {
  /** The spreadsheet's row number (the header is row 1). */
  rowNumber: number;
  /** 0-based index of the column in the uploaded header row. */
  columnIndex: number;
  value: string;
  originalValue: string;
}

const HEADER = ["Row", "Column", "Field header", "Original value", "Corrected value"];

/** A spreadsheet's column name of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(columnIndex: number): string {
  let letters = "";
  for (let n = columnIndex + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export function correctionsCsv(headers: string[], corrections: readonly CensusCorrection[]): string {
  const sorted = [...corrections].sort((a, b) => a.rowNumber - b.rowNumber || a.columnIndex - b.columnIndex);
  const lines = sorted.map((correction) =>
    csvLine([
      String(correction.rowNumber),
      columnLetters(correction.columnIndex),
      headers[correction.columnIndex] ?? "",
      correction.originalValue,
      correction.value,
    ]),
  );
  return UTF8_BOM + csvLine(HEADER) + lines.join("");
}
