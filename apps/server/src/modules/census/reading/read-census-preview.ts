/**
 * The preview of a census file (issue 16 "indicate-source": the guesser needs the header and a few rows): the sheets,
 * the header (the first non-blank row), the first sample rows after it (blank ones skipped, each padded to the
 * header's width) and the encoding; or the one file issue that stops it. Reads no further than the samples.
 */
import type { CensusPreviewResult, CensusSource } from "./census-reader";
import { openCensusRows } from "./open-census-rows";
import { EMPTY_FILE, HEADER_ONLY, isBlankRow } from "./row-batches";
import { padRow } from "./row-corrections";

export const DEFAULT_SAMPLE_SIZE = 20;

export async function readCensusPreview(
  source: CensusSource,
  options: { sampleSize?: number } = {},
): Promise<CensusPreviewResult> {
  const sampleSize = options.sampleSize ?? DEFAULT_SAMPLE_SIZE;
  const opened = await openCensusRows(source);
  if (opened.rows === null) {
    // A missing sheet still lists the sheets there are, so the person can pick one.
    const sheets = opened.fileIssue.code === "sheetNotFound" ? [...opened.sheets] : [];
    return { encoding: null, sheets, sheet: null, headers: [], sampleRows: [], fileIssues: [opened.fileIssue] };
  }
  const rows = opened.rows;
  let headers: string[] | null = null;
  const sampleRows: string[][] = [];
  try {
    reading: for await (const batch of rows.batches()) {
      for (const row of batch.rows) {
        if (isBlankRow(row)) continue;
        if (headers === null) {
          headers = row;
          continue;
        }
        sampleRows.push(row);
        if (sampleRows.length >= sampleSize) break reading;
      }
    }
  } finally {
    rows.close();
  }
  const result = { encoding: rows.encoding, sheets: [...rows.sheets], sheet: rows.sheet };
  const stopped = sampleRows.length < sampleSize ? rows.stoppedBy : null;
  const fileIssue = stopped ?? (headers === null ? EMPTY_FILE : sampleRows.length === 0 ? HEADER_ONLY : null);
  if (fileIssue !== null || headers === null) {
    return { ...result, headers: [], sampleRows: [], fileIssues: fileIssue ? [fileIssue] : [] };
  }
  const width = headers.length;
  return { ...result, headers, sampleRows: sampleRows.map((row) => padRow(row, width)), fileIssues: [] };
}
