/**
 * The census file reader's contract (issue 16): what the census module asks of a stored census file. The reading
 * folder implements it (CSV and TSV with papaparse, XLSX with exceljs's streaming reader); nothing here touches the
 * database. Files are read as streams from file storage and never held whole, nor as an array of row objects.
 */
import type { Readable } from "node:stream";
import type { CensusEncoding, CensusFileIssue, CensusFileKind } from "@onboard/domain/census/census-api";
import type { CensusIssue } from "@onboard/domain/census/census-issue";
import type { CensusPolicyRules, PlanColumn } from "@onboard/domain/census/row-plan";

/** Opens the stored file's bytes from the start; may be called more than once (a second pass). */
export type OpenCensusBytes = () => Promise<Readable>;

export interface CensusSource {
  open: OpenCensusBytes;
  /** The bytes from `start` to `endInclusive` (file storage's range read): an XLSX's central directory, say. */
  openRange: (start: number, endInclusive: number) => Promise<Readable>;
  kind: CensusFileKind;
  /** The stored size, for the progress. */
  sizeBytes: number;
  /** XLSX only: the sheet to read; null = the first sheet. */
  sheet: string | null;
}

export interface CensusPreviewResult {
  encoding: CensusEncoding | null;
  sheets: string[];
  sheet: string | null;
  headers: string[];
  sampleRows: string[][];
  /** Empty file, header only, unreadable encoding, zip bomb, no such sheet: nothing else is filled then. */
  fileIssues: CensusFileIssue[];
}

export interface CensusProblemRow {
  rowNumber: number;
  /** The row's values by column index, after corrections. */
  values: string[];
  /** Indexes of the columns whose value came from a correction. */
  corrected: number[];
  issues: readonly CensusIssue[];
}

export interface CensusValidationInput extends CensusSource {
  mapping: readonly PlanColumn[];
  rules: CensusPolicyRules;
  /** The person's fixes: row number → (column index → value). Applied before the row is checked. */
  corrections: ReadonlyMap<number, ReadonlyMap<number, string>>;
  /** Called every ~50,000 rows or so, and at the end. May be async (it is awaited, which pauses reading). */
  onProgress?: (progress: { rowsRead: number; bytesRead: number }) => void | Promise<void>;
  /**
   * Called for each row with problems, in row order, awaited (back-pressure). A row whose problem is only found at
   * the end (a dependent without an employee) is reported again in a short second pass, with only its new issues:
   * the caller merges them.
   */
  onProblemRow: (row: CensusProblemRow) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface CensusValidationSummary {
  rows: number;
  errors: number;
  warnings: number;
  rowsWithErrors: number;
  rowsWithWarnings: number;
  byCode: Record<string, number>;
  /** File-level problems: missing required columns, encoding, empty, header only, zip bomb. */
  fileIssues: CensusFileIssue[];
  encoding: CensusEncoding | null;
}

export type { CensusFileKind };
