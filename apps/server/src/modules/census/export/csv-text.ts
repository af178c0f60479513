/**
 * CSV text for the census's exports (RFC 4180): fields joined by commas, lines ended by CRLF, a field quoted only when
 * it holds a comma, a quote or a line break (quotes doubled). Every cell passes through the domain's neutralizeCell
 * first, so that a spreadsheet opening the file never runs a cell as a formula (CSV injection).
 */
import { neutralizeCell } from "@onboard/domain/census/csv-injection";

/** Excel reads a CSV as UTF-8 (accents intact) only when it starts with this byte-order mark. */
export const UTF8_BOM = "\uFEFF";

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  const safe = neutralizeCell(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF included. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvField).join(",")}\r\n`;
}
