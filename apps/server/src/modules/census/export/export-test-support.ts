/** Test helpers for the census exports: a Writable that collects what is written, and an XLSX read back whole. */
import { PassThrough, type Writable } from "node:stream";
import ExcelJS from "exceljs";

/** A stream to write to, and the bytes written once it ends. */
export function collector(): { out: Writable; bytes: Promise<Buffer> } {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    out.on("end", () => resolve(Buffer.concat(chunks)));
    out.on("error", reject);
  });
  return { out, bytes };
}

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's values as text, row by row (the first cell is column A). */
export function sheetText(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      const value = row.getCell(column).value;
      cells.push(value === null || value === undefined ? "" : String(value));
    }
    rows.push(cells);
  });
  return rows;
}
