/**
 * The carrier's census template (issue 16 "upload-files": downloadable as CSV and XLSX): the header row of every
 * census field and two example rows. The XLSX has its header bold and frozen, text columns kept as text (a zip code's
 * leading zero, dates as typed), and a second sheet "Instructions" with each field's requirement and accepted values.
 */
import type { Writable } from "node:stream";
import { CENSUS_FIELDS } from "@onboard/domain/census/census-fields";
import { neutralizeCell } from "@onboard/domain/census/csv-injection";
import { csvLine } from "./csv-text";
import { BOLD, commitWorkbook, openStreamingWorkbook, widthFor } from "./streaming-workbook";
import {
  INSTRUCTION_HEADERS,
  TEMPLATE_EXAMPLE_ROWS,
  TEMPLATE_HEADERS,
  TEMPLATE_INSTRUCTIONS,
} from "./template-content";

export const TEMPLATE_SHEET = "Census";
export const INSTRUCTIONS_SHEET = "Instructions";

/** Excel's "Text" number format: what a person types in the column stays as typed. */
const TEXT_FORMAT = "@";

export function censusTemplateCsv(): string {
  return [TEMPLATE_HEADERS, ...TEMPLATE_EXAMPLE_ROWS].map(csvLine).join("");
}

const safe = (cells: readonly string[]) => cells.map(neutralizeCell);

/** Writes the template as XLSX to `out`, and ends it. */
export async function writeCensusTemplateXlsx(out: Writable): Promise<void> {
  const workbook = openStreamingWorkbook(out);

  const census = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  census.columns = CENSUS_FIELDS.map((field) => ({
    width: widthFor(field.label.en, 12),
    // Every census cell is read as text; a number format would turn "02134" into 2134 as the person types it.
    style: { numFmt: TEXT_FORMAT },
  }));
  const header = census.addRow(safe(TEMPLATE_HEADERS));
  header.font = BOLD;
  header.commit();
  for (const example of TEMPLATE_EXAMPLE_ROWS) census.addRow(safe(example)).commit();
  census.commit();

  const instructions = workbook.addWorksheet(INSTRUCTIONS_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  instructions.columns = [{ width: 30 }, { width: 28 }, { width: 60 }, { width: 60 }];
  const instructionHeader = instructions.addRow(safe(INSTRUCTION_HEADERS));
  instructionHeader.font = BOLD;
  instructionHeader.commit();
  for (const line of TEMPLATE_INSTRUCTIONS) instructions.addRow(safe(line)).commit();
  instructions.commit();

  await commitWorkbook(workbook, out);
}
