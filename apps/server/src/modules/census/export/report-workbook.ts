/**
 * The validation report as XLSX (issue 16 "the report can be downloaded as XLSX with the problems marked"), streamed:
 * sheet 1 the summary (counts by severity and by problem), sheet 2 the rows with problems as uploaded (after the
 * person's fixes) with their spreadsheet row number and a Problems column. A cell with an error is filled light red,
 * with a warning light yellow, and carries its messages as a note; a corrected value is blue and in italics. Every
 * cell passes through neutralizeCell. Rows are read one at a time and written as they come; nothing is held whole.
 */
import type { Writable } from "node:stream";
import type { CensusCounts, CensusRow } from "@onboard/domain/census/census-api";
import type { DateFormat } from "@onboard/domain/census/census-dates";
import type { CensusFieldId } from "@onboard/domain/census/census-fields";
import { neutralizeCell } from "@onboard/domain/census/csv-injection";
import { describeCode, REPORT_LABELS, type ReportLabels, type ReportLanguage } from "./report-labels";
import { type RowMarks, rowMarks } from "./row-marks";
import {
  assertOpen,
  BOLD,
  commitWorkbook,
  keepUp,
  openStreamingWorkbook,
  type StreamingWorkbook,
  widthFor,
} from "./streaming-workbook";

export interface CensusReportInput {
  /** The header row as uploaded. */
  headers: string[];
  /** The confirmed mapping, one entry per column. */
  mapping: { fieldId: CensusFieldId | null; dateFormat?: DateFormat }[];
  /** The rows with problems, in row order. */
  rows: AsyncIterable<CensusRow>;
  counts: CensusCounts | null;
  language: ReportLanguage;
}

/**
 * Notes are zipped after their sheet, so exceljs keeps them in memory until the sheet ends: past this many, a cell's
 * messages are in the Problems column only. (The report holds at most CENSUS_MAX_REPORTED_ROWS rows anyway.)
 */
export const MAX_CELL_NOTES = 20_000;
/** Excel refuses (and "repairs" away) a cell of more text than this. */
const EXCEL_CELL_MAX_CHARACTERS = 32_767;
/** How often (in rows) the writer checks that the download keeps up. */
const ROWS_PER_CHECK = 64;

const fill = (argb: string) => ({ type: "pattern", pattern: "solid", fgColor: { argb } }) as const;
export const ERROR_FILL = fill("FFFFC7CE");
export const WARNING_FILL = fill("FFFFEB9C");
export const CORRECTED_FONT = { italic: true, color: { argb: "FF1F4E9D" } } as const;
const WRAP = { wrapText: true, vertical: "top" } as const;

/** A cell's text as the report writes it: neutralised, and cut to what Excel holds. */
const cellText = (value: string) => neutralizeCell(value).slice(0, EXCEL_CELL_MAX_CHARACTERS);

function writeSummary(workbook: StreamingWorkbook, labels: ReportLabels, counts: CensusCounts | null): void {
  const sheet = workbook.addWorksheet(labels.summarySheet);
  sheet.columns = [{ width: 60 }, { width: 26 }, { width: 12 }];
  const add = (cells: (string | number)[], font?: object) => {
    const row = sheet.addRow(cells.map((cell) => (typeof cell === "string" ? cellText(cell) : cell)));
    if (font) row.font = font;
    row.commit();
  };
  add([labels.title], { bold: true, size: 14 });
  add([]);
  if (!counts) {
    add([labels.notValidated]);
  } else {
    add([labels.rows, "", counts.rows]);
    add([labels.errors, "", counts.errors]);
    add([labels.warnings, "", counts.warnings]);
    add([labels.rowsWithErrors, "", counts.rowsWithErrors]);
    add([labels.rowsWithWarnings, "", counts.rowsWithWarnings]);
    add([]);
    add([labels.problem, labels.code, labels.count], BOLD);
    const byCode = Object.entries(counts.byCode).sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
    for (const [code, count] of byCode) add([describeCode(labels, code), code, count]);
  }
  add([]);
  add([labels.legend]);
  sheet.commit();
}

async function writeRows(
  workbook: StreamingWorkbook,
  out: Writable,
  labels: ReportLabels,
  input: CensusReportInput,
): Promise<void> {
  const { headers } = input;
  const sheet = workbook.addWorksheet(labels.rowsSheet, { views: [{ state: "frozen", xSplit: 1, ySplit: 1 }] });
  sheet.columns = [{ width: 8 }, ...headers.map((header) => ({ width: widthFor(header, 12) })), { width: 60 }];
  const header = sheet.addRow([labels.rowColumn, ...headers, labels.problemsColumn].map(cellText));
  header.font = BOLD;
  header.commit();

  const columnOf = columnOfField(input.mapping, headers.length);
  let notes = 0;
  let written = 0;
  for await (const censusRow of input.rows) {
    assertOpen(out);
    const marks: RowMarks = rowMarks(censusRow, columnOf, headers, input.language);
    const values = headers.map((_, index) => cellText(censusRow.values[index] ?? ""));
    const row = sheet.addRow([censusRow.rowNumber, ...values, cellText(marks.problems)]);
    for (const [columnIndex, mark] of marks.cells) {
      const cell = row.getCell(columnIndex + 2);
      cell.fill = mark.severity === "error" ? ERROR_FILL : WARNING_FILL;
      if (notes < MAX_CELL_NOTES) {
        cell.note = cellText(mark.messages.join("\n"));
        notes++;
      }
    }
    for (const columnIndex of censusRow.corrected) {
      if (columnIndex < headers.length) row.getCell(columnIndex + 2).font = CORRECTED_FONT;
    }
    row.getCell(headers.length + 2).alignment = WRAP;
    row.commit();
    if (++written % ROWS_PER_CHECK === 0) await keepUp(out);
  }
  sheet.commit();
}

/** The first column of each field: where its issues are marked. */
function columnOfField(mapping: CensusReportInput["mapping"], columnCount: number): Map<CensusFieldId, number> {
  const columns = new Map<CensusFieldId, number>();
  mapping.forEach((column, index) => {
    if (column.fieldId && index < columnCount && !columns.has(column.fieldId)) columns.set(column.fieldId, index);
  });
  return columns;
}

/**
 * Writes the report to `out` and ends it. On a failure (the rows' source, or `out` closed early) `out` is destroyed,
 * so that a download never ends as a valid-looking but partial workbook, and the error is thrown.
 */
export async function writeCensusReport(out: Writable, input: CensusReportInput): Promise<void> {
  const labels = REPORT_LABELS[input.language];
  const workbook = openStreamingWorkbook(out);
  try {
    writeSummary(workbook, labels, input.counts);
    await writeRows(workbook, out, labels, input);
    await commitWorkbook(workbook, out);
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
}
