/**
 * The census rules across rows (issue 16), fed one row at a time: the same SSN twice, the same name and date of birth
 * twice, an Employee ID twice, and (at the end) dependents without an employee. Only well-formed cells take part; a
 * malformed one already has its row error.
 */
import { readCensusDate } from "./census-dates";
import type { CensusFieldId } from "./census-fields";
import { type CensusIssue, NO_ISSUES } from "./census-issue";
import { CENSUS_MESSAGES, type CensusIssueCode } from "./census-messages";
import { isBlank, readSsn } from "./census-values";
import { addCode, addId, addName, endKey, startKey } from "./compact-key";
import { DependentLinkCheck, employeeIdKey } from "./dependent-link-check";
import { DuplicateCheck } from "./duplicate-check";
import { DEFAULT_DATE_FORMAT, type RowPlan } from "./row-plan";
import { DEPENDENT_ROW, EMPLOYEE_ROW, rowKindOf } from "./row-rules";

const SEPARATOR = 124;

/** A dependent's keys start with their employee's ID; an employee's with nothing. */
function addOwner(kind: number, ownerId: string | undefined): void {
  if (kind === DEPENDENT_ROW && ownerId !== undefined) addId(ownerId);
  addCode(SEPARATOR);
}

function ownerKey(kind: number, ownerId: string | undefined, ssn: number): number {
  startKey();
  addOwner(kind, ownerId);
  addCode(ssn);
  return endKey();
}

export interface CrossRowChecks {
  /** The duplicate errors of this row (NO_ISSUES mostly); call once per row, in file order. */
  observe(row: readonly string[], rowNumber: number): readonly CensusIssue[];
  /**
   * Whether the row observed last is a dependent whose employee no earlier row had: finish() reports it unless the
   * employee comes later. A streaming reader keeps such rows aside so it need not read the file again for them.
   */
  awaitsEmployee(): boolean;
  /** The dependents without an employee; call once after the last row. */
  finish(): readonly CensusIssue[];
}

function cell(row: readonly string[], index: number): string | undefined {
  if (index < 0) return undefined;
  const value = row[index];
  return value === undefined || isBlank(value) ? undefined : value;
}

function duplicate(rowNumber: number, fieldId: CensusFieldId, code: CensusIssueCode, message: string): CensusIssue {
  return { rowNumber, fieldId, severity: "error", code, message };
}

/**
 * Keys: an employee's SSN is its nine digits as a number (exact, no hash); a dependent's SSN and every name + date of
 * birth are hashed with the owning employee's ID, because one child may rightly be listed under two employed parents.
 */
export function createCrossRowChecks(plan: RowPlan, options: { expectedRows?: number } = {}): CrossRowChecks {
  const { indexOf } = plan;
  const dateFormat = plan.dateFormatOf.dateOfBirth ?? DEFAULT_DATE_FORMAT;
  // A reader that knows roughly how many rows come (from the file's size) saves the tables their growing.
  const expectedRows = options.expectedRows ?? 0;
  const ssns = new DuplicateCheck(expectedRows);
  const people = new DuplicateCheck(expectedRows);
  const employeeIds = new DuplicateCheck(expectedRows);
  // The employees' IDs are the table the links look them up in: one table and one hash per employee row, not two.
  const links = new DependentLinkCheck(employeeIds);
  let lastAwaitsEmployee = false;

  return {
    observe(row, rowNumber) {
      let issues: CensusIssue[] | null = null;
      lastAwaitsEmployee = false;
      const kind = rowKindOf(row, plan);
      if (kind !== EMPLOYEE_ROW && kind !== DEPENDENT_ROW) return NO_ISSUES;
      const employeeId = cell(row, indexOf.employeeId);
      const ownerId = cell(row, indexOf.dependentOfEmployeeId);
      if (kind === EMPLOYEE_ROW && employeeId !== undefined) {
        const firstRow = employeeIds.firstRowOf(employeeIdKey(employeeId), rowNumber);
        if (firstRow > 0) {
          issues = [
            duplicate(rowNumber, "employeeId", "duplicateEmployeeId", CENSUS_MESSAGES.duplicateEmployeeId(firstRow)),
          ];
        }
      }
      if (kind === DEPENDENT_ROW && ownerId !== undefined) lastAwaitsEmployee = !links.addDependent(rowNumber, ownerId);

      const ssnCell = cell(row, indexOf.ssn);
      const ssn = ssnCell === undefined ? -1 : readSsn(ssnCell);
      if (ssn >= 0) {
        const key = kind === EMPLOYEE_ROW ? ssn : ownerKey(kind, ownerId, ssn);
        const firstRow = ssns.firstRowOf(key, rowNumber);
        if (firstRow > 0) {
          issues ??= [];
          issues.push(duplicate(rowNumber, "ssn", "duplicateSsn", CENSUS_MESSAGES.duplicateSsn(firstRow)));
        }
      }

      const first = cell(row, indexOf.firstName);
      const last = cell(row, indexOf.lastName);
      const dobCell = cell(row, indexOf.dateOfBirth);
      const dob = dobCell === undefined ? -1 : readCensusDate(dobCell, dateFormat);
      if (first !== undefined && last !== undefined && dob >= 0) {
        startKey();
        addOwner(kind, ownerId);
        addName(last);
        addCode(SEPARATOR);
        addName(first);
        addCode(SEPARATOR);
        addCode(dob);
        const key = endKey();
        const firstRow = people.firstRowOf(key, rowNumber);
        if (firstRow > 0) {
          issues ??= [];
          issues.push(
            duplicate(rowNumber, "dateOfBirth", "duplicatePerson", CENSUS_MESSAGES.duplicatePerson(firstRow)),
          );
        }
      }
      return issues ?? NO_ISSUES;
    },
    awaitsEmployee() {
      return lastAwaitsEmployee;
    },
    finish() {
      return links.finish();
    },
  };
}
