/**
 * Dependents whose employee is not in the census (issue 16). The employee may come after the dependent in the file,
 * so this collects both while the rows stream past and answers once at the end. It keeps compact keys and row
 * numbers only, never the rows.
 */
import type { CensusIssue } from "./census-issue";
import { CENSUS_MESSAGES } from "./census-messages";
import { addId, endKey, startKey } from "./compact-key";
import { DuplicateCheck } from "./duplicate-check";

/** Employee IDs compare trimmed and case-blind: "e-12 " and "E-12" are one employee. */
export function employeeIdKey(employeeId: string): number {
  startKey();
  addId(employeeId);
  return endKey();
}

export class DependentLinkCheck {
  private readonly dependentRows: number[] = [];
  private readonly dependentKeys: number[] = [];

  /**
   * `employeeKeys` holds the employees' `employeeIdKey`s; the cross-row checks pass their table of Employee IDs (the
   * same keys, kept once), and then never call addEmployee.
   */
  constructor(private readonly employeeKeys: DuplicateCheck = new DuplicateCheck()) {}

  addEmployee(employeeId: string): void {
    // Row 1 is a placeholder: only whether the employee exists matters here.
    this.employeeKeys.firstRowOf(employeeIdKey(employeeId), 1);
  }

  /** Remembers a dependent; true when their employee has already been seen (they can then never be reported). */
  addDependent(rowNumber: number, employeeId: string): boolean {
    return this.addDependentKey(rowNumber, employeeIdKey(employeeId));
  }

  /** addDependent with the employee's `employeeIdKey` already worked out. Only dependents still waiting are kept. */
  addDependentKey(rowNumber: number, key: number): boolean {
    if (this.employeeKeys.has(key)) return true;
    this.dependentRows.push(rowNumber);
    this.dependentKeys.push(key);
    return false;
  }

  /** One error per dependent whose employee ID no employee row had, in row order. */
  finish(): CensusIssue[] {
    const issues: CensusIssue[] = [];
    for (let i = 0; i < this.dependentRows.length; i++) {
      if (this.employeeKeys.has(this.dependentKeys[i] ?? -1)) continue;
      issues.push({
        rowNumber: this.dependentRows[i] ?? 0,
        fieldId: "dependentOfEmployeeId",
        severity: "error",
        code: "dependentWithoutEmployee",
        message: CENSUS_MESSAGES.dependentWithoutEmployee,
      });
    }
    return issues;
  }
}
