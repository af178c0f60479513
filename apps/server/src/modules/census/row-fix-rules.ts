/**
 * What a fix does to a row's issues and to the file's counts, without I/O. A fixed row is checked again with the
 * domain's row rules; its issues across rows (duplicates, a dependent without an employee) cannot be checked against
 * one row, so they are kept unless a cell they concern was changed (then they are dropped: the person changed what
 * caused it, and the next full validation, e.g. validate-submit on a new version, checks it again).
 */
import type { CensusCounts, CensusIssueDto } from "@onboard/domain/census/census-api";
import type { CensusFieldId } from "@onboard/domain/census/census-fields";

/** The fields each issue across rows is about. */
const CROSS_ROW_FIELDS: Readonly<Record<string, readonly CensusFieldId[]>> = {
  duplicateSsn: ["ssn", "relationship", "dependentOfEmployeeId"],
  duplicatePerson: ["firstName", "lastName", "dateOfBirth", "relationship", "dependentOfEmployeeId"],
  duplicateEmployeeId: ["employeeId", "relationship"],
  dependentWithoutEmployee: ["dependentOfEmployeeId", "relationship"],
};

const CROSS_ROW_INPUTS: ReadonlySet<CensusFieldId> = new Set(Object.values(CROSS_ROW_FIELDS).flat());

/**
 * Whether a fix changed a cell the checks across rows read: the fixed value may now duplicate another row, which only
 * a full run can tell, so the file must be validated again before it is submitted.
 */
export function touchesCrossRowChecks(changed: ReadonlySet<CensusFieldId>): boolean {
  for (const field of changed) if (CROSS_ROW_INPUTS.has(field)) return true;
  return false;
}

/** The row's issues across rows that still stand after the fields in `changed` were edited. */
export function keptCrossRowIssues(
  issues: readonly CensusIssueDto[],
  changed: ReadonlySet<CensusFieldId>,
): CensusIssueDto[] {
  return issues.filter((issue) => {
    const fields = CROSS_ROW_FIELDS[issue.code];
    return fields !== undefined && !fields.some((field) => changed.has(field));
  });
}

function tally(issues: readonly CensusIssueDto[]) {
  const errors = issues.filter((issue) => issue.severity === "error").length;
  return { errors, warnings: issues.length - errors };
}

/** The file's counts with one row's issues replaced. */
export function countsAfterFix(
  counts: CensusCounts,
  before: readonly CensusIssueDto[],
  after: readonly CensusIssueDto[],
): CensusCounts {
  const old = tally(before);
  const now = tally(after);
  const byCode = { ...counts.byCode };
  for (const issue of before) byCode[issue.code] = (byCode[issue.code] ?? 0) - 1;
  for (const issue of after) byCode[issue.code] = (byCode[issue.code] ?? 0) + 1;
  for (const [code, value] of Object.entries(byCode)) if (value <= 0) delete byCode[code];
  const flag = (had: number, has: number) => (has > 0 ? 1 : 0) - (had > 0 ? 1 : 0);
  return {
    rows: counts.rows,
    errors: Math.max(0, counts.errors - old.errors + now.errors),
    warnings: Math.max(0, counts.warnings - old.warnings + now.warnings),
    rowsWithErrors: Math.max(0, counts.rowsWithErrors + flag(old.errors, now.errors)),
    rowsWithWarnings: Math.max(0, counts.rowsWithWarnings + flag(old.warnings, now.warnings)),
    byCode,
  };
}
