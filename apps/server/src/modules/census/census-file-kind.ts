/**
 * What kind of census file a document is, from its name's extension and its MIME type: CSV, TSV (`.tsv`, or `.txt`
 * whose first line has a tab) or XLSX. Anything else is not a census file.
 */
import type { CensusFileKind } from "@onboard/domain/census/census-api";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export type KindGuess = CensusFileKind | "text" | null;

/** The kind the name and type say; "text" when only the first line can tell CSV from TSV. */
export function censusKindOf(name: string, mimeType: string): KindGuess {
  const extension = /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? "";
  if (extension === "csv") return "csv";
  if (extension === "tsv" || extension === "tab") return "tsv";
  if (extension === "xlsx") return "xlsx";
  if (extension === "txt") return "text";
  const mime = mimeType.toLowerCase().split(";")[0]?.trim() ?? "";
  if (mime === XLSX_MIME) return "xlsx";
  if (mime === "text/csv") return "csv";
  if (mime === "text/tab-separated-values") return "tsv";
  if (mime === "text/plain") return "text";
  return null;
}

/** A text file's kind from its first bytes: a tab in the first line makes it TSV (UTF-16's NUL bytes ignored). */
export function textKindOf(head: Uint8Array): CensusFileKind {
  for (const byte of head) {
    if (byte === 0x0a || byte === 0x0d) return "csv";
    if (byte === 0x09) return "tsv";
  }
  return "csv";
}
