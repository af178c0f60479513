/** Opens a census file's rows by its kind, or says why it cannot be read at all (empty, zip bomb, no such sheet). */
import type { CensusSource } from "./census-reader";
import { EMPTY_FILE, type OpenedCensusRows } from "./row-batches";
import { openCensusText } from "./text/census-text";
import { DelimitedCensusRows } from "./text/delimited-census-rows";
import { openWorkbookRows } from "./xlsx/workbook-rows";

export async function openCensusRows(source: CensusSource): Promise<OpenedCensusRows> {
  if (source.kind === "xlsx") return openWorkbookRows(source);
  const text = await openCensusText(await source.open());
  if (text === null) return { rows: null, fileIssue: EMPTY_FILE, sheets: [] };
  return { rows: new DelimitedCensusRows(text, source.kind === "tsv" ? "\t" : ","), fileIssue: null };
}
