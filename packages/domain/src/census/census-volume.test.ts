/** 50,000 generated rows (made here, never committed) through one compiled plan: only results are asserted. */
import { describe, expect, it } from "vitest";
import { type CensusIssue, NO_ISSUES } from "./census-issue";
import { dependentRow, TEMPLATE_COLUMNS, templateRow } from "./census-test-rows";
import { createCrossRowChecks } from "./cross-row-checks";
import { compileRowPlan } from "./row-plan";
import { validateCensusRow } from "./row-rules";

const ROWS = 50_000;

function ssnOf(r: number): string {
  const digits = String(100_000_000 + r);
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** Row r (0-based): every tenth row is a child of the row before; seeded problems at fixed strides. */
function generatedRow(r: number): string[] {
  if (r % 10 === 9) {
    return dependentRow(r === ROWS - 1 ? "NOPE" : `E${r - 1}`, {
      firstName: `Kid${r}`,
      ...(r % 10_000 === 19 ? { dentalTier: "FAM" } : {}),
    });
  }
  return templateRow({
    employeeId: `E${r}`,
    firstName: `First${r}`,
    lastName: `Last${r}`,
    ssn: r % 5000 === 7 ? ssnOf(r - 1) : ssnOf(r),
    dateOfBirth: `${(r % 12) + 1}/${(r % 28) + 1}/${1950 + (r % 50)}`,
    zip: r % 1000 === 3 ? "ABC" : "02134",
    ...(r % 2500 === 11 ? { accidentTier: "EE" } : {}),
  });
}

describe("a 50,000-row census", () => {
  it("finds exactly the seeded problems", () => {
    const plan = compileRowPlan(TEMPLATE_COLUMNS, {
      coverages: ["STD", "BASIC_LIFE", "DENTAL"],
      maxAmounts: { basicLifeAmount: 150_000 },
    });
    const checks = createCrossRowChecks(plan);
    const issues: CensusIssue[] = [];
    let cleanRows = 0;
    for (let r = 0; r < ROWS; r++) {
      const row = generatedRow(r);
      const rowIssues = validateCensusRow(row, plan, r + 2);
      if (rowIssues === NO_ISSUES) cleanRows++;
      issues.push(...rowIssues, ...checks.observe(row, r + 2));
    }
    issues.push(...checks.finish());

    const counts: Record<string, number> = {};
    for (const issue of issues)
      counts[`${issue.severity} ${issue.code}`] = (counts[`${issue.severity} ${issue.code}`] ?? 0) + 1;
    expect(counts).toEqual({
      "error zipFormat": 50,
      "error duplicateSsn": 10,
      "error coverageNotOnPolicy": 20,
      "warning electionOnDependent": 5,
      "error dependentWithoutEmployee": 1,
    });
    expect(cleanRows).toBe(ROWS - 50 - 20 - 5);
    expect(issues.find((issue) => issue.code === "duplicateSsn")).toMatchObject({
      rowNumber: 9,
      message: "Same SSN as row 8",
    });
    expect(issues.find((issue) => issue.code === "dependentWithoutEmployee")?.rowNumber).toBe(ROWS + 1);
  });
});
