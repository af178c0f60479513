/**
 * The census's XLSX exports are written with exceljs's streaming WorkbookWriter: each row is serialised as it is
 * committed and zipped on its way to `out`, so that no workbook is ever held whole. Shared strings are off (they would
 * keep every distinct text in memory) and styles on (fills, fonts). `keepUp` pauses the writer while `out` is full.
 */
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { setImmediate } from "node:timers/promises";
import ExcelJS from "exceljs";

export type StreamingWorkbook = ExcelJS.stream.xlsx.WorkbookWriter;

export function openStreamingWorkbook(out: Writable): StreamingWorkbook {
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
}

/**
 * Lets the zip and `out` take what was written (rows from memory would otherwise be produced in one run of
 * microtasks, before any of it is compressed), then waits while `out` asks the writer to: until it drains, or closes
 * (a download given up: the next row or the commit fails rather than waiting for ever).
 */
export async function keepUp(out: Writable): Promise<void> {
  await setImmediate();
  if (!out.writableNeedDrain || out.destroyed) return;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      out.off("error", failed);
      resolve();
    };
    const failed = (error: Error) => {
      done();
      reject(error);
    };
    out.on("drain", done);
    out.on("close", done);
    out.on("error", failed);
  });
}

/**
 * Finishes the workbook, which ends `out`. exceljs waits for `out` to finish; a stream destroyed first (the download
 * given up) never would, so its premature close fails the commit instead.
 */
export async function commitWorkbook(workbook: StreamingWorkbook, out: Writable): Promise<void> {
  const outcome = finished(out);
  outcome.catch(() => undefined);
  await Promise.race([workbook.commit(), outcome]);
}

/** Throws when `out` was destroyed (the download given up): the rows need not be read further. */
export function assertOpen(out: Writable): void {
  if (out.destroyed) throw new Error("The workbook's output stream was closed before the workbook was written");
}

export const BOLD = { bold: true } as const;

/** Column widths that fit a header (in characters), within reason. */
export function widthFor(text: string, minimum = 10): number {
  return Math.min(Math.max(text.length + 2, minimum), 60);
}
