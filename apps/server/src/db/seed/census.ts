/**
 * A census on Summit Regional Health Partners' first policy (issue 16), so that a fresh start has one to look at: the
 * carrier template's columns, 40 employees and 8 dependents, with 5 problems (a missing first name, an impossible date
 * of birth, a short zip code, a basic life amount over the plan's $150,000 maximum, a repeated SSN). It is uploaded by
 * the carrier administrator and its columns are confirmed as the template's; the first visit to its validate step
 * validates it (a small file runs in the request), as for any census whose columns were just confirmed.
 */
import { CENSUS_FIELDS, type CensusFieldId } from "@onboard/domain/census/census-fields";
import { censusFiles, documents } from "../schema/index";
import { at } from "./dates";
import { documentIdOf } from "./documents";
import { sha256Hex } from "./ids";
import { clientIdOf, policyIdOf } from "./keys";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

const CLIENT_KEY = "summit";
const POLICY_NUMBER = "2580310";
const FIRST = ["Maya", "Daniel", "Priya", "Tomás", "Grace", "Owen", "Lucía", "Ethan"];
const LAST = ["Kowalski", "Nguyen", "Okafor", "Schmidt", "Reyes", "Hughes", "Brennan", "Vasquez"];

type Cells = Partial<Record<CensusFieldId, string>>;

function employee(n: number): Cells {
  return {
    employeeId: `SR${String(1000 + n)}`,
    firstName: FIRST[n % FIRST.length],
    lastName: `${LAST[n % LAST.length]}`,
    ssn: `231-5${n % 10}-${String(4000 + n)}`,
    dateOfBirth: `${String((n % 12) + 1).padStart(2, "0")}/${String((n % 27) + 1).padStart(2, "0")}/${1965 + (n % 30)}`,
    gender: n % 2 === 0 ? "F" : "M",
    hireDate: `${String((n % 12) + 1).padStart(2, "0")}/01/${2008 + (n % 15)}`,
    addressLine: `${200 + n} Liberty Avenue`,
    city: "Pittsburgh",
    state: "PA",
    zip: "15222",
    annualSalary: String(52_000 + n * 1_250),
    employmentStatus: "Active",
    hoursPerWeek: "40",
    relationship: "Employee",
    basicLifeAmount: "50000",
    voluntaryLifeAmount: n % 3 === 0 ? "100000" : "",
    stdElection: "Y",
    ltdElection: n % 4 === 0 ? "N" : "Y",
  };
}

function dependent(n: number, of: number): Cells {
  return {
    firstName: ["Ava", "Leo", "Mia", "Sam"][n % 4],
    lastName: LAST[of % LAST.length],
    dateOfBirth: `${String((n % 12) + 1).padStart(2, "0")}/15/${2008 + n}`,
    relationship: n % 2 === 0 ? "Spouse" : "Child",
    dependentOfEmployeeId: `SR${String(1000 + of)}`,
  };
}

function censusRows(): Cells[] {
  const rows: Cells[] = [];
  for (let n = 1; n <= 40; n++) {
    rows.push(employee(n));
    if (n % 5 === 0) rows.push(dependent(n / 5, n));
  }
  Object.assign(rows[2] as Cells, { firstName: "" });
  Object.assign(rows[6] as Cells, { dateOfBirth: "02/30/1981" });
  Object.assign(rows[12] as Cells, { zip: "1522" });
  Object.assign(rows[18] as Cells, { basicLifeAmount: "$250,000" });
  Object.assign(rows[25] as Cells, { ssn: (rows[0] as Cells).ssn });
  return rows;
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function seedCensusCsv(): string {
  const header = CENSUS_FIELDS.map((field) => field.label.en);
  const lines = [header, ...censusRows().map((cells) => CENSUS_FIELDS.map((field) => cells[field.id] ?? ""))];
  return `${lines.map((line) => line.map(quote).join(",")).join("\r\n")}\r\n`;
}

export async function seedCensus({ tx, today, storage }: SeedContext): Promise<void> {
  const id = documentIdOf("census:summit");
  const clientId = clientIdOf(CLIENT_KEY);
  const policyId = policyIdOf(POLICY_NUMBER);
  const bytes = new TextEncoder().encode(seedCensusCsv());
  const storageKey = `clients/${clientId}/documents/${id}.csv`;
  const createdAt = at(today, -2, 10);
  await storage.put(storageKey, bytes, "text/csv");
  await tx.insert(documents).values({
    id,
    clientId,
    policyId,
    category: "enrollment-elections",
    processStatus: "COMPLETED",
    name: "Summit Regional census.csv",
    mimeType: "text/csv",
    sizeBytes: bytes.byteLength,
    sha256: sha256Hex(bytes),
    storageKey,
    language: null,
    updatedByUserId: userIdOf("admin1"),
    createdAt,
    updatedAt: createdAt,
  });
  await tx.insert(censusFiles).values({
    documentId: id,
    clientId,
    policyId,
    kind: "csv",
    source: "CARRIER_TEMPLATE",
    encoding: "utf-8",
    headers: CENSUS_FIELDS.map((field) => field.label.en),
    mapping: CENSUS_FIELDS.map((field) =>
      field.kind === "date" ? { fieldId: field.id, dateFormat: "MM/DD/YYYY" as const } : { fieldId: field.id },
    ),
    version: 2,
    validationProgress: { bytesRead: 0, totalBytes: bytes.byteLength, rowsRead: 0 },
    createdAt,
    updatedAt: createdAt,
  });
}
