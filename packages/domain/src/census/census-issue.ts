/** One problem the census validation found in a row, placed on its cell (issue 16 "each problem beside its cell"). */
import type { CensusFieldId } from "./census-fields";
import type { CensusIssueCode } from "./census-messages";

export type CensusIssueSeverity = "error" | "warning";

export interface CensusIssue {
  /** The row as the person counts it in their spreadsheet (the header is row 1). */
  readonly rowNumber: number;
  readonly fieldId: CensusFieldId;
  readonly severity: CensusIssueSeverity;
  readonly code: CensusIssueCode;
  readonly message: string;
}

/** The answer for a row without problems: one shared frozen array, so a clean row allocates nothing. */
export const NO_ISSUES: readonly CensusIssue[] = Object.freeze([]);
