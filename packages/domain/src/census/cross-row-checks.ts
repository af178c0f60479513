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

/** A row's keys, worked out once: its kind, then the keys (NO_KEY where the row has none). */
const KIND = 0;
const EMPLOYEE_KEY = 1;
const OWNER_KEY = 2;
const SSN_KEY = 3;
const PERSON_KEY = 4;
const RECORD = 5;
const NO_KEY = -1;

export interface CrossRowChecks {
  /**
   * Optional, for speed: works out a row's keys ahead and reads the table slots they will probe, so that observing
   * the rows later finds that memory in cache (the probes are random reads over tables of tens of MB). Rows prepared
   * must then be observed, all of them and in the same order, before any other row.
   */
  prepare(row: readonly string[]): void;
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
  // Prepared rows' keys, RECORD numbers each, read from `head`; `scratch` holds an unprepared row's.
  let queue = new Float64Array(RECORD * 1024);
  let head = 0;
  let tail = 0;
  const scratch = new Float64Array(RECORD);
  // What the touches read, kept (a closure's variable) so that no compiler drops the reads as unused.
  let _touched = 0;

  /** Writes the row's keys into `into` at `at`. */
  function keysOf(row: readonly string[], into: Float64Array, at: number): void {
    const kind = rowKindOf(row, plan);
    into[at + KIND] = kind;
    into[at + EMPLOYEE_KEY] = NO_KEY;
    into[at + OWNER_KEY] = NO_KEY;
    into[at + SSN_KEY] = NO_KEY;
    into[at + PERSON_KEY] = NO_KEY;
    if (kind !== EMPLOYEE_ROW && kind !== DEPENDENT_ROW) return;
    const ownerId = cell(row, indexOf.dependentOfEmployeeId);
    if (kind === EMPLOYEE_ROW) {
      const employeeId = cell(row, indexOf.employeeId);
      if (employeeId !== undefined) into[at + EMPLOYEE_KEY] = employeeIdKey(employeeId);
    } else if (ownerId !== undefined) {
      into[at + OWNER_KEY] = employeeIdKey(ownerId);
    }

    const ssnCell = cell(row, indexOf.ssn);
    const ssn = ssnCell === undefined ? -1 : readSsn(ssnCell);
    if (ssn >= 0) into[at + SSN_KEY] = kind === EMPLOYEE_ROW ? ssn : ownerKey(kind, ownerId, ssn);

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
      into[at + PERSON_KEY] = endKey();
    }
  }

  /** The row's issues from its keys at `at` (the tables change here, in file order). */
  function check(keys: Float64Array, at: number, rowNumber: number): readonly CensusIssue[] {
    let issues: CensusIssue[] | null = null;
    lastAwaitsEmployee = false;
    const kind = keys[at + KIND] as number;
    if (kind !== EMPLOYEE_ROW && kind !== DEPENDENT_ROW) return NO_ISSUES;
    const employeeKey = keys[at + EMPLOYEE_KEY] as number;
    if (employeeKey !== NO_KEY) {
      const firstRow = employeeIds.firstRowOf(employeeKey, rowNumber);
      if (firstRow > 0) {
        issues = [
          duplicate(rowNumber, "employeeId", "duplicateEmployeeId", CENSUS_MESSAGES.duplicateEmployeeId(firstRow)),
        ];
      }
    }
    const ownerKeyOfRow = keys[at + OWNER_KEY] as number;
    if (ownerKeyOfRow !== NO_KEY) lastAwaitsEmployee = !links.addDependentKey(rowNumber, ownerKeyOfRow);

    const ssnKey = keys[at + SSN_KEY] as number;
    if (ssnKey !== NO_KEY) {
      const firstRow = ssns.firstRowOf(ssnKey, rowNumber);
      if (firstRow > 0) {
        issues ??= [];
        issues.push(duplicate(rowNumber, "ssn", "duplicateSsn", CENSUS_MESSAGES.duplicateSsn(firstRow)));
      }
    }

    const personKey = keys[at + PERSON_KEY] as number;
    if (personKey !== NO_KEY) {
      const firstRow = people.firstRowOf(personKey, rowNumber);
      if (firstRow > 0) {
        issues ??= [];
        issues.push(duplicate(rowNumber, "dateOfBirth", "duplicatePerson", CENSUS_MESSAGES.duplicatePerson(firstRow)));
      }
    }
    return issues ?? NO_ISSUES;
  }

  return {
    prepare(row) {
      if (tail + RECORD > queue.length) {
        const grown = new Float64Array(queue.length * 2);
        grown.set(queue.subarray(0, tail));
        queue = grown;
      }
      keysOf(row, queue, tail);
      const employeeKey = queue[tail + EMPLOYEE_KEY] as number;
      const ownerKeyOfRow = queue[tail + OWNER_KEY] as number;
      const ssnKey = queue[tail + SSN_KEY] as number;
      const personKey = queue[tail + PERSON_KEY] as number;
      if (employeeKey !== NO_KEY) _touched ^= employeeIds.touch(employeeKey);
      if (ownerKeyOfRow !== NO_KEY) _touched ^= employeeIds.touch(ownerKeyOfRow);
      if (ssnKey !== NO_KEY) _touched ^= ssns.touch(ssnKey);
      if (personKey !== NO_KEY) _touched ^= people.touch(personKey);
      tail += RECORD;
    },
    observe(row, rowNumber) {
      if (head < tail) {
        const issues = check(queue, head, rowNumber);
        head += RECORD;
        if (head === tail) head = tail = 0;
        return issues;
      }
      keysOf(row, scratch, 0);
      return check(scratch, 0, rowNumber);
    },
    awaitsEmployee() {
      return lastAwaitsEmployee;
    },
    finish() {
      return links.finish();
    },
  };
}
