/**
 * A generated census in the carrier template's columns (issue 16's benchmarks; never committed): employees, each
 * followed by 0–2 dependents, with `problemShare` of the rows given one problem (a bad zip, an impossible date, a
 * missing name, an unknown state, a money value that is not one). Deterministic for a given row count.
 */
import { CENSUS_FIELDS, type CensusFieldId } from "@onboard/domain/census/census-fields";

const FIRST = ["Ana", "Luis", "Marta", "Jorge", "Elena", "Pablo", "Grace", "Owen", "Priya", "Kenji", "Fatima", "Noah"];
const LAST = ["Rivera", "Nguyen", "Okafor", "Smith", "Garcia", "Kowalski", "Haddad", "Brown", "Ito", "Larsen"];
const STATES = ["OR", "WA", "CA", "TX", "NY", "MA", "GA", "IL"];
const PROBLEMS: { fieldId: CensusFieldId; value: string }[] = [
  { fieldId: "zip", value: "9700" },
  { fieldId: "dateOfBirth", value: "02/30/1985" },
  { fieldId: "firstName", value: "" },
  { fieldId: "state", value: "ZZ" },
  { fieldId: "annualSalary", value: "lots" },
];

/** Unique per family ("Nguyen12"), so no two people share a name and date of birth unless a problem says so. */
const familyName = (employee: number) => `${LAST[employee % LAST.length]}${Math.floor(employee / LAST.length)}`;

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** The census as CSV text (header + `rows` data rows), CRLF line ends as spreadsheets write them. */
export function censusCsv(rows: number, { problemShare = 0.02 }: { problemShare?: number } = {}): string {
  const header = CENSUS_FIELDS.map((field) => quote(field.label.en)).join(",");
  const order = CENSUS_FIELDS.map((field) => field.id);
  const out: string[] = [header];
  let employee = 0;
  let dependentsLeft = 0;
  const everyProblem = problemShare > 0 ? Math.round(1 / problemShare) : 0;
  for (let row = 0; row < rows; row++) {
    const cells: Partial<Record<CensusFieldId, string>> = {};
    if (dependentsLeft > 0) {
      dependentsLeft--;
      cells.firstName = FIRST[(row * 7) % FIRST.length];
      cells.lastName = familyName(employee);
      cells.dateOfBirth = `${pad((row % 12) + 1, 2)}/${pad((row % 27) + 1, 2)}/${2000 + (row % 20)}`;
      cells.relationship = dependentsLeft % 2 === 0 ? "Child" : "Spouse";
      cells.dependentOfEmployeeId = `E${pad(employee, 7)}`;
    } else {
      employee++;
      dependentsLeft = employee % 3;
      cells.employeeId = `E${pad(employee, 7)}`;
      cells.firstName = FIRST[employee % FIRST.length];
      cells.lastName = familyName(employee);
      cells.ssn = `${pad(100 + (employee % 800), 3)}-${pad(10 + (Math.floor(employee / 800) % 89), 2)}-${pad(1000 + (employee % 9000), 4)}`;
      cells.dateOfBirth = `${pad((employee % 12) + 1, 2)}/${pad((employee % 28) + 1, 2)}/${1960 + (employee % 40)}`;
      cells.gender = employee % 2 === 0 ? "F" : "M";
      cells.hireDate = `${pad((employee % 12) + 1, 2)}/01/${2005 + (employee % 20)}`;
      cells.addressLine = `${100 + (employee % 9000)} Main Street`;
      cells.city = "Springfield";
      cells.state = STATES[employee % STATES.length];
      cells.zip = pad(10000 + (employee % 89999), 5);
      cells.annualSalary = `${40000 + (employee % 90) * 1000}`;
      cells.employmentStatus = "Active";
      cells.hoursPerWeek = "40";
      cells.relationship = "Employee";
      cells.basicLifeAmount = "50000";
      cells.stdElection = "Y";
      cells.ltdElection = employee % 4 === 0 ? "N" : "Y";
    }
    if (everyProblem > 0 && row % everyProblem === everyProblem - 1) {
      const problem = PROBLEMS[((row / everyProblem) % PROBLEMS.length) | 0] ?? PROBLEMS[0];
      if (problem && (problem.fieldId in cells || problem.fieldId === "firstName"))
        cells[problem.fieldId] = problem.value;
    }
    out.push(order.map((id) => quote(cells[id] ?? "")).join(","));
  }
  return `${out.join("\r\n")}\r\n`;
}
