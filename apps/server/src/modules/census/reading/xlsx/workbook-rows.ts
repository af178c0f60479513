/**
 * An XLSX census as CensusRows: the zip guard first (zip-guard.ts), then exceljs's streaming WorkbookReader over
 * the file (shared strings cached, worksheets emitted, hyperlinks ignored; styles are read because exceljs only knows
 * a date cell by its number format). Only the chosen sheet (the first by default) is read, row by row; cells are
 * placed by their column letter, so a gap stays an empty cell; rows keep their spreadsheet numbers.
 */
import type { EventEmitter } from "node:events";
import { Transform } from "node:stream";
import { CENSUS_API_MESSAGES, type CensusFileIssue } from "@onboard/domain/census/census-api";
import ExcelJS from "exceljs";
import type { CensusSource } from "../census-reader";
import {
  type CensusRows,
  EMPTY_FILE,
  fileIssue,
  type OpenedCensusRows,
  type RowBatch,
  WORKBOOK_NOT_READABLE,
} from "../row-batches";
import { cellText } from "./cell-text";
import { type WorkbookSheet, workbookSheets } from "./workbook-sheets";
import { guardWorkbook } from "./zip-guard";

const BATCH_ROWS = 1000;

interface SheetCell {
  value: unknown;
  numFmt?: string;
}

interface SheetRow {
  number: number;
  eachCell(iteratee: (cell: SheetCell, column: number) => void): void;
}

/** The row's cells by column letter: a column with no cell is "". */
function rowText(row: SheetRow): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    while (cells.length < column - 1) cells.push("");
    cells[column - 1] = cellText(cell.value, cell.numFmt);
  });
  return cells;
}

class WorkbookCensusRows implements CensusRows {
  readonly encoding = null;
  bytesRead = 0;
  stoppedBy: CensusFileIssue | null = null;
  private closeStream: (() => void) | null = null;

  constructor(
    private readonly source: CensusSource,
    readonly sheets: readonly string[],
    private readonly chosen: WorkbookSheet,
  ) {}

  get sheet(): string {
    return this.chosen.name;
  }

  async *batches(): AsyncGenerator<RowBatch, void, undefined> {
    const stream = await this.source.open();
    let ioFault: Error | null = null;
    const counted = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.bytesRead += chunk.length;
        done(null, chunk);
      },
    });
    // A read fault of the file itself is thrown, not called unreadable; ending the unzip's input unblocks it.
    stream.on("error", (error) => {
      ioFault = error;
      counted.end();
    });
    stream.pipe(counted);
    this.closeStream = () => {
      stream.destroy();
      counted.destroy();
    };
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(counted, {
      worksheets: "emit",
      sharedStrings: "cache",
      hyperlinks: "ignore",
      styles: "cache",
      entries: "emit",
    });
    let sheetFile: string | null = null;
    (reader as unknown as EventEmitter).on("entry", (entry: { type: string; id?: string | number }) => {
      if (entry.type === "worksheet") sheetFile = String(entry.id);
    });
    let found = false;
    try {
      for await (const worksheet of reader) {
        if (sheetFile !== this.chosen.fileNumber) continue;
        found = true;
        let rows: string[][] = [];
        let numbers: number[] = [];
        for await (const row of worksheet as AsyncIterable<SheetRow>) {
          rows.push(rowText(row));
          numbers.push(row.number);
          if (rows.length >= BATCH_ROWS) {
            yield { rows, firstRowNumber: numbers[0] ?? 1, rowNumbers: numbers };
            rows = [];
            numbers = [];
          }
        }
        if (rows.length > 0) yield { rows, firstRowNumber: numbers[0] ?? 1, rowNumbers: numbers };
        break;
      }
      if (!found) this.stoppedBy = WORKBOOK_NOT_READABLE;
    } catch (error) {
      if (ioFault !== null) throw ioFault;
      if (error instanceof Error && /abort/i.test(error.name)) throw error;
      this.stoppedBy = WORKBOOK_NOT_READABLE;
    } finally {
      this.close();
    }
  }

  close(): void {
    this.closeStream?.();
  }
}

/** Guards the workbook, lists its sheets and finds the chosen one; the rows are read when asked for. */
export async function openWorkbookRows(source: CensusSource): Promise<OpenedCensusRows> {
  if (source.sizeBytes === 0) return { rows: null, fileIssue: EMPTY_FILE, sheets: [] };
  const guarded = await guardWorkbook(source);
  if (guarded.parts === null) return { rows: null, fileIssue: guarded.fileIssue, sheets: [] };
  const sheets = workbookSheets(guarded.parts);
  if (sheets === null || sheets.length === 0) return { rows: null, fileIssue: WORKBOOK_NOT_READABLE, sheets: [] };
  const names = sheets.map((sheet) => sheet.name);
  const chosen = source.sheet === null ? sheets[0] : sheets.find((sheet) => sheet.name === source.sheet);
  if (chosen === undefined) {
    const issue = fileIssue("sheetNotFound", CENSUS_API_MESSAGES.sheetNotFound(source.sheet ?? ""));
    return { rows: null, fileIssue: issue, sheets: names };
  }
  if (chosen.fileNumber === null) return { rows: null, fileIssue: WORKBOOK_NOT_READABLE, sheets: names };
  return { rows: new WorkbookCensusRows(source, names, chosen), fileIssue: null };
}
