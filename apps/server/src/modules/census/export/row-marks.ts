/**
 * Where a census row's problems go in the report: each issue on the cell of its field's column (an error outranks a
 * warning on the same cell), and every message, led by its column's header, in the row's Problems text. An issue
 * whose field no column holds appears in the Problems text only, under the field's label.
 */
import type { CensusRow } from "@onboard/domain/census/census-api";
import { type CensusFieldId, censusField } from "@onboard/domain/census/census-fields";
import type { ReportLanguage } from "./report-labels";

export interface CellMark {
  severity: "error" | "warning";
  messages: string[];
}

export interface RowMarks {
  /** By 0-based column index. */
  cells: Map<number, CellMark>;
  /** One line per issue: "<header>: <message>". */
  problems: string;
}

export function rowMarks(
  row: CensusRow,
  columnOf: ReadonlyMap<CensusFieldId, number>,
  headers: readonly string[],
  language: ReportLanguage,
): RowMarks {
  const cells = new Map<number, CellMark>();
  const lines: string[] = [];
  for (const issue of row.issues) {
    const columnIndex = columnOf.get(issue.fieldId);
    const header = columnIndex === undefined ? undefined : headers[columnIndex];
    lines.push(`${header || censusField(issue.fieldId).label[language]}: ${issue.message}`);
    if (columnIndex === undefined) continue;
    const mark = cells.get(columnIndex);
    if (!mark) {
      cells.set(columnIndex, { severity: issue.severity, messages: [issue.message] });
    } else {
      mark.messages.push(issue.message);
      if (issue.severity === "error") mark.severity = "error";
    }
  }
  return { cells, problems: lines.join("\n") };
}
