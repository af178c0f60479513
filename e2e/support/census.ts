/**
 * The census the census journey uploads (issue 16): the carrier template's columns, 24 employees and 6 dependents of
 * Cascade Timber's policy 2520114 (STD, LTD and basic life), with exactly 12 problems, each in one cell and each with
 * the value that fixes it. Built by the test, never committed as a file.
 */
import { CENSUS_FIELDS, type CensusFieldId } from "@onboard/domain/census/census-fields";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";

export const CENSUS_CLIENT = { name: "Cascade Timber Products, Inc.", id: clientIdOf("cascade"), policy: "2520114" };

type Cells = Partial<Record<CensusFieldId, string>>;

function employee(n: number): Cells {
  const id = String(n).padStart(3, "0");
  return {
    employeeId: `E${id}`,
    firstName: ["Ana", "Luis", "Marta", "Jorge", "Elena", "Pablo"][n % 6] ?? "Ana",
    lastName: `Rivera${id}`,
    ssn: `512-40-${String(1000 + n).slice(-4)}`,
    dateOfBirth: `0${(n % 9) + 1}/1${n % 9}/198${n % 10}`,
    gender: n % 2 === 0 ? "F" : "M",
    hireDate: `0${(n % 9) + 1}/01/201${n % 10}`,
    addressLine: `${100 + n} Nimbus Avenue`,
    city: "Beaverton",
    state: "OR",
    zip: "97008",
    annualSalary: `${48000 + n * 750}`,
    employmentStatus: "Active",
    hoursPerWeek: "40",
    relationship: "Employee",
    basicLifeAmount: "50000",
    stdElection: "Y",
    ltdElection: n % 3 === 0 ? "N" : "Y",
  };
}

function dependent(n: number, of: number): Cells {
  return {
    firstName: ["Sofia", "Mateo", "Lucia"][n % 3] ?? "Sofia",
    lastName: `Rivera${String(of).padStart(3, "0")}`,
    dateOfBirth: `0${(n % 9) + 1}/15/201${n % 10}`,
    relationship: n % 2 === 0 ? "Spouse" : "Child",
    dependentOfEmployeeId: `E${String(of).padStart(3, "0")}`,
  };
}

export interface SeededProblem {
  /** The spreadsheet row (the header is row 1). */
  rowNumber: number;
  fieldId: CensusFieldId;
  code: string;
  severity: "error" | "warning";
  /** What the person types to fix it ("" clears the cell). */
  fix: string;
}

/** The 12 problems, by the position of their row in ROWS (0-based) and the cell that breaks it. */
const PROBLEMS: {
  row: number;
  fieldId: CensusFieldId;
  bad: string;
  fix: string;
  code: string;
  severity?: "warning";
}[] = [
  { row: 1, fieldId: "firstName", bad: "", fix: "Carmen", code: "required" },
  { row: 2, fieldId: "dateOfBirth", bad: "02/30/1985", fix: "02/28/1985", code: "dateNotReal" },
  { row: 3, fieldId: "zip", bad: "9700", fix: "97008", code: "zipFormat" },
  { row: 4, fieldId: "state", bad: "ZZ", fix: "OR", code: "stateNotValid" },
  { row: 5, fieldId: "ssn", bad: "51-240-100", fix: "512-40-9005", code: "ssnFormat" },
  { row: 6, fieldId: "annualSalary", bad: "fifty thousand", fix: "50000", code: "moneyFormat" },
  { row: 7, fieldId: "hireDate", bad: "", fix: "04/01/2016", code: "required" },
  { row: 8, fieldId: "dentalTier", bad: "FAM", fix: "", code: "coverageNotOnPolicy" },
  { row: 9, fieldId: "gender", bad: "Q", fix: "F", code: "valueNotValid" },
  { row: 10, fieldId: "ssn", bad: "512-40-1002", fix: "512-40-9010", code: "duplicateSsn" },
  { row: 25, fieldId: "dependentOfEmployeeId", bad: "E999", fix: "E003", code: "dependentWithoutEmployee" },
  { row: 26, fieldId: "stdElection", bad: "Y", fix: "", code: "electionOnDependent", severity: "warning" },
];

const ROWS: Cells[] = [
  ...Array.from({ length: 24 }, (_, i) => employee(i + 1)),
  ...Array.from({ length: 6 }, (_, i) => dependent(i, i + 1)),
];

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The CSV text with the 12 problems, and the problems with their fixes. */
export function censusWithProblems(): { csv: string; problems: SeededProblem[] } {
  const rows = ROWS.map((cells) => ({ ...cells }));
  for (const problem of PROBLEMS) (rows[problem.row] as Cells)[problem.fieldId] = problem.bad;
  const header = CENSUS_FIELDS.map((field) => field.label.en);
  const lines = [header, ...rows.map((cells) => CENSUS_FIELDS.map((field) => cells[field.id] ?? ""))];
  return {
    csv: `${lines.map((line) => line.map(quote).join(",")).join("\r\n")}\r\n`,
    problems: PROBLEMS.map((p) => ({
      rowNumber: p.row + 2,
      fieldId: p.fieldId,
      code: p.code,
      severity: p.severity ?? "error",
      fix: p.fix,
    })),
  };
}
