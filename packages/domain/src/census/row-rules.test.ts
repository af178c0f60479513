import { describe, expect, it } from "vitest";
import { CENSUS_FIELD_IDS } from "./census-fields";
import { NO_ISSUES } from "./census-issue";
import { dependentRow, TEMPLATE_COLUMNS, templateRow } from "./census-test-rows";
import { type CensusPolicyRules, compileRowPlan } from "./row-plan";
import { validateCensusRow } from "./row-rules";

const POLICY: CensusPolicyRules = {
  coverages: ["STD", "LTD", "BASIC_LIFE", "DENTAL", "VISION"],
  maxAmounts: { basicLifeAmount: 150_000 },
};
const plan = compileRowPlan(TEMPLATE_COLUMNS, POLICY);

function issuesOf(row: string[]) {
  return validateCensusRow(row, plan, 7).map(({ fieldId, severity, code, message }) => ({
    fieldId,
    severity,
    code,
    message,
  }));
}

describe("validateCensusRow", () => {
  it("answers the shared empty array for a clean row", () => {
    expect(validateCensusRow(templateRow(), plan, 2)).toBe(NO_ISSUES);
    expect(validateCensusRow(dependentRow("E1"), plan, 3)).toBe(NO_ISSUES);
  });

  it("places each issue on its row and field", () => {
    expect(validateCensusRow(templateRow({ zip: "1234" }), plan, 42)).toEqual([
      {
        rowNumber: 42,
        fieldId: "zip",
        severity: "error",
        code: "zipFormat",
        message: "Zip code needs to be in the format ##### or #####-####",
      },
    ]);
  });

  it.each([
    ["firstName", "First Name is required"],
    ["lastName", "Last Name is required"],
    ["dateOfBirth", "Date of Birth is required"],
    ["employeeId", "Employee ID is required"],
    ["ssn", "SSN is required"],
    ["hireDate", "Hire Date is required"],
    ["state", "State is required"],
    ["zip", "Zip Code is required"],
    ["annualSalary", "Annual Salary is required"],
  ] as const)("an employee without %s: %s", (fieldId, message) => {
    expect(issuesOf(templateRow({ [fieldId]: "  " }))).toEqual([
      { fieldId, severity: "error", code: "required", message },
    ]);
  });

  it.each([["gender"], ["relationship"], ["hoursPerWeek"], ["dentalTier"], ["basicLifeAmount"]] as const)(
    "%s may be blank",
    (fieldId) => {
      expect(issuesOf(templateRow({ [fieldId]: "" }))).toEqual([]);
    },
  );

  it("asks a dependent for their employee's ID, not for salary, SSN or address", () => {
    expect(issuesOf(dependentRow(""))).toEqual([
      {
        fieldId: "dependentOfEmployeeId",
        severity: "error",
        code: "required",
        message: "Employee ID of Dependent is required",
      },
    ]);
  });

  it.each([
    ["dateOfBirth", "1980-01-05", "dateFormat", "Date needs to be in the format MM/DD/YYYY"],
    ["dateOfBirth", "02/30/1980", "dateNotReal", "Not a valid date"],
    ["hireDate", "13/01/2015", "dateNotReal", "Not a valid date"],
    ["zip", "ABCDE", "zipFormat", "Zip code needs to be in the format ##### or #####-####"],
    ["state", "PR", "stateNotValid", "State not valid"],
    ["state", "Ontario", "stateNotValid", "State not valid"],
    ["ssn", "123-456-789", "ssnFormat", "SSN needs to be in the format ###-##-#### or #########"],
    ["ssn", "12345678", "ssnFormat", "SSN needs to be in the format ###-##-#### or #########"],
    ["annualSalary", "52k", "moneyFormat", "Please enter an amount such as 50000 or $50,000.00"],
    ["annualSalary", "-100", "moneyNegative", "Amount cannot be negative"],
    ["hoursPerWeek", "forty", "numberFormat", "Please enter a number of 0 or more"],
    ["gender", "Q", "valueNotValid", "Gender must be one of M, F, X, U"],
    [
      "relationship",
      "Cousin",
      "valueNotValid",
      "Relationship must be one of EMPLOYEE, SPOUSE, CHILD, DOMESTIC_PARTNER",
    ],
    ["dentalTier", "Gold", "valueNotValid", "Dental Tier must be one of EE, ES, EC, FAM, WAIVE"],
    ["stdElection", "Maybe", "valueNotValid", "STD Election must be one of Y, N"],
    ["firstName", "Ja\tne", "controlCharacters", "Please remove tabs, line breaks and other control characters"],
    ["city", "x".repeat(192), "textTooLong", "Please enter no more than 191 characters"],
  ] as const)("%s %j: %s", (fieldId, value, code, message) => {
    expect(issuesOf(templateRow({ [fieldId]: value }))).toEqual([{ fieldId, severity: "error", code, message }]);
  });

  it.each([
    ["dateOfBirth", "1/5/1980"],
    ["ssn", "123456789"],
    ["zip", "02134-1234"],
    ["state", "massachusetts"],
    ["annualSalary", "0"],
    ["dentalTier", "Employee + Spouse"],
    ["stdElection", "no"],
    ["relationship", "EE"],
    ["city", "x".repeat(191)],
  ] as const)("accepts %s %j", (fieldId, value) => {
    expect(issuesOf(templateRow({ [fieldId]: value }))).toEqual([]);
  });

  it.each([
    ["accidentTier", "EE", "Accident Tier: the policy does not include this coverage"],
    ["hospitalIndemnityTier", "FAM", "Hospital Indemnity Tier: the policy does not include this coverage"],
    ["voluntaryLifeAmount", "10000", "Voluntary Life Amount: the policy does not include this coverage"],
    ["criticalIllnessAmount", "$5,000", "Critical Illness Amount: the policy does not include this coverage"],
  ] as const)("an election of %s %j on a policy without it is an error", (fieldId, value, message) => {
    expect(issuesOf(templateRow({ [fieldId]: value }))).toEqual([
      { fieldId, severity: "error", code: "coverageNotOnPolicy", message },
    ]);
  });

  it.each([
    ["accidentTier", "WAIVE"],
    ["accidentTier", "Waived"],
    ["voluntaryLifeAmount", "0"],
  ] as const)("declining %s (%j) on a policy without it is fine", (fieldId, value) => {
    expect(issuesOf(templateRow({ [fieldId]: value }))).toEqual([]);
  });

  it("says an amount over the plan maximum is an error, at the maximum is fine", () => {
    expect(issuesOf(templateRow({ basicLifeAmount: "$150,000.00" }))).toEqual([]);
    expect(issuesOf(templateRow({ basicLifeAmount: "150000.01" }))).toEqual([
      {
        fieldId: "basicLifeAmount",
        severity: "error",
        code: "amountOverMaximum",
        message: "Amount is over the plan maximum of $150,000",
      },
    ]);
  });

  it("warns that a dependent's elections are ignored", () => {
    expect(issuesOf(dependentRow("E1", { dentalTier: "FAM" }))).toEqual([
      {
        fieldId: "dentalTier",
        severity: "warning",
        code: "electionOnDependent",
        message: "Elections are made on the employee's row; this dependent's election is ignored",
      },
    ]);
  });

  it.each([
    ["dentalTier", "WAIVE"],
    ["stdElection", "N"],
    ["basicLifeAmount", "0"],
  ] as const)("says nothing of a dependent declining %s (%j)", (fieldId, value) => {
    expect(issuesOf(dependentRow("E1", { [fieldId]: value }))).toEqual([]);
  });

  it("reports every problem of a row, in column order", () => {
    const codes = validateCensusRow(templateRow({ ssn: "x", zip: "x", firstName: "" }), plan, 2).map(
      (issue) => `${issue.fieldId}:${issue.code}`,
    );
    expect(codes).toEqual(["firstName:required", "ssn:ssnFormat", "zip:zipFormat"]);
  });

  it("treats cells past the end of a short row as blank", () => {
    const codes = validateCensusRow(["E1", "Jane"], plan, 2).map((issue) => `${issue.fieldId}:${issue.code}`);
    expect(codes).toContain("lastName:required");
    expect(codes).toContain("dateOfBirth:required");
  });
});

describe("compileRowPlan", () => {
  it("lists required fields no column holds, and ignores a field mapped twice", () => {
    const partial = compileRowPlan(
      [{ fieldId: "firstName" }, { fieldId: "lastName" }, { fieldId: "firstName" }, { fieldId: null }],
      POLICY,
    );
    expect(partial.columns.map((column) => column.index)).toEqual([0, 1]);
    expect(partial.missingRequiredFields).toEqual(
      CENSUS_FIELD_IDS.filter((id) =>
        [
          "employeeId",
          "ssn",
          "dateOfBirth",
          "hireDate",
          "addressLine",
          "city",
          "state",
          "zip",
          "annualSalary",
          "dependentOfEmployeeId",
        ].includes(id),
      ),
    );
    expect(plan.missingRequiredFields).toEqual([]);
  });

  it("reads dates in the column's own format", () => {
    const isoPlan = compileRowPlan(
      [{ fieldId: "firstName" }, { fieldId: "dateOfBirth", dateFormat: "YYYY-MM-DD" }],
      POLICY,
    );
    expect(validateCensusRow(["Jane", "1980-01-05"], isoPlan, 2)).toBe(NO_ISSUES);
    // Last Name has no column: that is the plan's missingRequiredFields, not a problem of every row.
    expect(validateCensusRow(["Jane", "01/05/1980"], isoPlan, 2).map((issue) => issue.message)).toEqual([
      "Date needs to be in the format YYYY-MM-DD",
    ]);
  });
});
