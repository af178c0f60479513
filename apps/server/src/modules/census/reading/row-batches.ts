/**
 * What the census readers hand on, whatever the file's kind: rows of text in batches, with their spreadsheet row
 * numbers, and the file-level problems (issue 16 "bad input": each gets a clear message) as CensusFileIssues whose
 * code is the message's key in CENSUS_API_MESSAGES.
 */
import { CENSUS_API_MESSAGES, type CensusEncoding, type CensusFileIssue } from "@onboard/domain/census/census-api";

export interface RowBatch {
  readonly rows: readonly string[][];
  /** The spreadsheet row number of rows[i] is firstRowNumber + i, unless rowNumbers (an XLSX's, with gaps) says. */
  readonly firstRowNumber: number;
  readonly rowNumbers: readonly number[] | null;
}

export interface CensusRows {
  readonly encoding: CensusEncoding | null;
  /** XLSX: every sheet's name in order; CSV and TSV: none. */
  readonly sheets: readonly string[];
  readonly sheet: string | null;
  /** The rows in file order, the header's row included; once. */
  batches(): AsyncGenerator<RowBatch, void, undefined>;
  readonly bytesRead: number;
  /** Set when reading stopped early at a problem of the file itself (text that is not UTF-8, a broken workbook). */
  readonly stoppedBy: CensusFileIssue | null;
  /** Stops reading and lets the file's stream go; safe to call more than once. */
  close(): void;
}

export type OpenedCensusRows =
  | { readonly rows: CensusRows; readonly fileIssue: null }
  | { readonly rows: null; readonly fileIssue: CensusFileIssue; readonly sheets: readonly string[] };

type MessageKey = keyof typeof CENSUS_API_MESSAGES;

export function fileIssue(code: MessageKey, message: string): CensusFileIssue {
  return { code, message, fieldId: null };
}

export const EMPTY_FILE = fileIssue("emptyFile", CENSUS_API_MESSAGES.emptyFile);
export const HEADER_ONLY = fileIssue("headerOnly", CENSUS_API_MESSAGES.headerOnly);
export const WORKBOOK_NOT_READABLE = fileIssue("workbookNotReadable", CENSUS_API_MESSAGES.workbookNotReadable);

/** True when every cell is blank: such a row is skipped (it keeps its number, so later rows keep theirs). */
export function isBlankRow(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) {
    const value = row[i] as string;
    for (let k = 0; k < value.length; k++) if (value.charCodeAt(k) > 32) return false;
  }
  return true;
}
