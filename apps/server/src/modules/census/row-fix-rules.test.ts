/** What a fix does to a row's issues across rows and to the file's counts (row-fix-rules.ts), as tables. */
import type { CensusCounts, CensusIssueDto } from "@onboard/domain/census/census-api";
import { describe, expect, it } from "vitest";
import { countsAfterFix, keptCrossRowIssues } from "./row-fix-rules";

const issue = (code: string, severity: "error" | "warning" = "error"): CensusIssueDto => ({
  rowNumber: 5,
  fieldId: "ssn",
  severity,
  code,
  message: code,
});

describe("keptCrossRowIssues", () => {
  it.each([
    ["duplicateSsn", ["zip"], true],
    ["duplicateSsn", ["ssn"], false],
    ["duplicatePerson", ["firstName"], false],
    ["duplicatePerson", ["ssn"], true],
    ["duplicateEmployeeId", ["employeeId"], false],
    ["dependentWithoutEmployee", ["dependentOfEmployeeId"], false],
    ["dependentWithoutEmployee", ["relationship"], false],
    ["dependentWithoutEmployee", ["city"], true],
    ["zipFormat", [], false],
  ] as const)("%s after a change of %j is kept: %s", (code, changed, kept) => {
    expect(keptCrossRowIssues([issue(code)], new Set(changed))).toHaveLength(kept ? 1 : 0);
  });
});

describe("countsAfterFix", () => {
  const counts: CensusCounts = {
    rows: 10,
    errors: 3,
    warnings: 1,
    rowsWithErrors: 2,
    rowsWithWarnings: 1,
    byCode: { zipFormat: 2, duplicateSsn: 1, electionOnDependent: 1 },
  };

  it("takes the row's old issues out and its new ones in, dropping codes that reach 0", () => {
    expect(countsAfterFix(counts, [issue("zipFormat"), issue("duplicateSsn")], [])).toEqual({
      rows: 10,
      errors: 1,
      warnings: 1,
      rowsWithErrors: 1,
      rowsWithWarnings: 1,
      byCode: { zipFormat: 1, electionOnDependent: 1 },
    });
  });

  it("counts a row that gains a warning and keeps an error once", () => {
    const after = countsAfterFix(counts, [issue("zipFormat")], [issue("stateNotValid"), issue("x", "warning")]);
    expect(after).toMatchObject({ errors: 3, warnings: 2, rowsWithErrors: 2, rowsWithWarnings: 2 });
    expect(after.byCode).toEqual({ zipFormat: 1, duplicateSsn: 1, electionOnDependent: 1, stateNotValid: 1, x: 1 });
  });
});
