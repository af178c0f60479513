import { describe, expect, it } from "vitest";
import type { CensusFieldId } from "./census-fields";
import { NO_ISSUES } from "./census-issue";
import { dependentRow, TEMPLATE_COLUMNS, templateRow } from "./census-test-rows";
import { createCrossRowChecks } from "./cross-row-checks";
import { DependentLinkCheck } from "./dependent-link-check";
import { DuplicateCheck } from "./duplicate-check";
import { compileRowPlan } from "./row-plan";

const plan = compileRowPlan(TEMPLATE_COLUMNS, { coverages: ["DENTAL"] });

/** Runs rows 2, 3, … through the checks: every issue as "row field code", then the end-of-file ones. */
function run(rows: string[][]): string[] {
  const checks = createCrossRowChecks(plan);
  const found = rows.flatMap((row, i) => checks.observe(row, i + 2));
  return [...found, ...checks.finish()].map((issue) => `${issue.rowNumber} ${issue.fieldId} ${issue.code}`);
}

function employee(id: string, ssn: string, cells: Partial<Record<CensusFieldId, string>> = {}) {
  return templateRow({ employeeId: id, ssn, firstName: `First${id}`, ...cells });
}

describe("createCrossRowChecks", () => {
  it.each([
    ["distinct employees", [employee("E1", "111-11-1111"), employee("E2", "222-22-2222")], []],
    [
      "the same SSN twice, dashed and not",
      [employee("E1", "111-11-1111"), employee("E2", "111111111")],
      ["3 ssn duplicateSsn"],
    ],
    [
      "the same name and date of birth twice, in any case and accent",
      [
        employee("E1", "111-11-1111", { firstName: "José", lastName: "Núñez" }),
        employee("E2", "222-22-2222", { firstName: "jose", lastName: "NUNEZ" }),
      ],
      ["3 dateOfBirth duplicatePerson"],
    ],
    [
      "the same person twice",
      [employee("E1", "111-11-1111"), employee("E2", "111-11-1111", { firstName: "FirstE1" })],
      ["3 ssn duplicateSsn", "3 dateOfBirth duplicatePerson"],
    ],
    [
      "the same Employee ID twice",
      [employee("E1", "111-11-1111"), employee("e1 ", "222-22-2222", { firstName: "Other" })],
      ["3 employeeId duplicateEmployeeId"],
    ],
    ["a dependent listed before their employee", [dependentRow("E1"), employee("E1", "111-11-1111")], []],
    [
      "a dependent without an employee",
      [employee("E1", "111-11-1111"), dependentRow("E9")],
      ["3 dependentOfEmployeeId dependentWithoutEmployee"],
    ],
    [
      "one child listed under both employed parents",
      [
        employee("E1", "111-11-1111"),
        employee("E2", "222-22-2222"),
        dependentRow("E1", { ssn: "333-33-3333" }),
        dependentRow("E2", { ssn: "333-33-3333" }),
      ],
      [],
    ],
    [
      "one child listed twice under one employee",
      [
        employee("E1", "111-11-1111"),
        dependentRow("E1", { ssn: "333-33-3333" }),
        dependentRow("E1", { ssn: "333-33-3333" }),
      ],
      ["4 ssn duplicateSsn", "4 dateOfBirth duplicatePerson"],
    ],
    [
      "malformed cells, which have their own row errors",
      [
        employee("E1", "bad", { dateOfBirth: "bad" }),
        employee("E2", "bad", { firstName: "FirstE1", dateOfBirth: "bad" }),
      ],
      [],
    ],
  ])("%s", (_, rows, expected) => {
    expect(run(rows)).toEqual(expected);
  });

  it("says which row came first, and answers the shared empty array otherwise", () => {
    const checks = createCrossRowChecks(plan);
    expect(checks.observe(employee("E1", "111-11-1111"), 2)).toBe(NO_ISSUES);
    expect(checks.observe(employee("E2", "111-11-1111"), 9)).toEqual([
      { rowNumber: 9, fieldId: "ssn", severity: "error", code: "duplicateSsn", message: "Same SSN as row 2" },
    ]);
  });

  it("says whether the row just observed is a dependent still waiting for their employee", () => {
    const checks = createCrossRowChecks(plan);
    const awaits = (row: string[], rowNumber: number) => {
      checks.observe(row, rowNumber);
      return checks.awaitsEmployee();
    };
    expect(awaits(dependentRow("E2"), 2)).toBe(true);
    expect(awaits(employee("E1", "111-11-1111"), 3)).toBe(false);
    expect(awaits(dependentRow(" e1"), 4)).toBe(false);
    expect(awaits(employee("E2", "222-22-2222"), 5)).toBe(false);
    expect(awaits(dependentRow("E3"), 6)).toBe(true);
    expect(checks.finish().map((issue) => issue.rowNumber)).toEqual([6]);
  });
});

describe("DuplicateCheck", () => {
  it("remembers the first row of each key", () => {
    const check = new DuplicateCheck();
    expect(check.firstRowOf(42, 2)).toBe(0);
    expect(check.firstRowOf(43, 3)).toBe(0);
    expect(check.firstRowOf(42, 4)).toBe(2);
    expect(check.firstRowOf(42, 5)).toBe(2);
    expect(check.size).toBe(2);
  });

  it("keeps every one of 100,000 keys through its growth, with no false match", () => {
    const check = new DuplicateCheck();
    for (let i = 0; i < 100_000; i++) expect(check.firstRowOf(100_000_000 + i * 7, i + 2)).toBe(0);
    expect(check.size).toBe(100_000);
    expect(check.firstRowOf(100_000_000 + 99_999 * 7, 5)).toBe(100_001);
    expect(check.firstRowOf(100_000_000, 5)).toBe(2);
    expect(check.has(100_000_001)).toBe(false);
    expect(check.has(2 ** 52 + 3)).toBe(false);
  });

  it("works the same sized up front", () => {
    const check = new DuplicateCheck(50_000);
    for (let i = 0; i < 100_000; i++) expect(check.firstRowOf(i * 7, i + 2)).toBe(0);
    expect(check.firstRowOf(99_999 * 7, 5)).toBe(100_001);
    expect(check.size).toBe(100_000);
  });
});

describe("DependentLinkCheck", () => {
  it("reports unmatched dependents at the end, in row order, matching IDs trimmed and case-blind", () => {
    const check = new DependentLinkCheck();
    check.addDependent(2, "E7");
    check.addDependent(3, " e1 ");
    check.addEmployee("E1");
    check.addDependent(5, "E8");
    expect(check.finish()).toEqual([
      {
        rowNumber: 2,
        fieldId: "dependentOfEmployeeId",
        severity: "error",
        code: "dependentWithoutEmployee",
        message: "No employee in this census has this Employee ID",
      },
      expect.objectContaining({ rowNumber: 5 }),
    ]);
  });
});
