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
  private readonly employeeKeys = new DuplicateCheck();
  private readonly dependentRows: number[] = [];
  private readonly dependentKeys: number[] = [];

  addEmployee(employeeId: string): void {
    // Row 1 is a placeholder: only whether the employee exists matters here.
    this.employeeKeys.firstRowOf(employeeIdKey(employeeId), 1);
  }

  addDependent(rowNumber: number, employeeId: string): void {
    this.dependentRows.push(rowNumber);
    this.dependentKeys.push(employeeIdKey(employeeId));
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
