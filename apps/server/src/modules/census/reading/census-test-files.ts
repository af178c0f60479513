/**
 * Test and benchmark support (not used by the app): generated census files laid out as the carrier template (the 25
 * fields in order, English labels as headers), employees with dependents and a few per cent of seeded problems at
 * fixed strides, so a test can say exactly what validation must find; and a CensusSource over bytes in memory.
 */
import { Readable } from "node:stream";
import type { CensusFileKind } from "@onboard/domain/census/census-api";
import { CENSUS_FIELD_IDS, censusField } from "@onboard/domain/census/census-fields";
import type { CensusPolicyRules, PlanColumn } from "@onboard/domain/census/row-plan";
import ExcelJS from "exceljs";
import type { CensusSource } from "./census-reader";

export const GENERATED_COLUMNS: readonly PlanColumn[] = CENSUS_FIELD_IDS.map((fieldId) => ({ fieldId }));
export const GENERATED_HEADERS: readonly string[] = CENSUS_FIELD_IDS.map((fieldId) => censusField(fieldId).label.en);
/** The policy of the generated files: no accident coverage, so an accident election is a seeded problem. */
export const GENERATED_RULES: CensusPolicyRules = {
  coverages: ["STD", "LTD", "BASIC_LIFE", "VOLUNTARY_LIFE", "DENTAL", "VISION"],
  maxAmounts: { basicLifeAmount: 500_000 },
};

const STREAM_CHUNK_BYTES = 64 * 1024;
const FIRST_NAMES = ["Jane", "John", "María", "Wei", "Aisha", "Liam", "Noah", "Emma", "Olivia", "Mateo"];
const LAST_NAMES = ["Doe", "Smith", "García", "Chen", "Okafor", "Johnson", "Brown", "Núñez", "Patel", "Kim"];
const CITIES = [
  ["Boston", "MA"],
  ["Austin", "TX"],
  ["Denver", "CO"],
  ["Miami", "FL"],
  ["Seattle", "WA"],
] as const;

/** The seeded problems (r = 0-based data row; every fourth row, r % 4 === 3, is a dependent of the row before). */
export function seededProblemsOf(rows: number): Record<string, number> {
  let zip = 0;
  let date = 0;
  let state = 0;
  let ssn = 0;
  let coverage = 0;
  let orphan = 0;
  let election = 0;
  for (let r = 0; r < rows; r++) {
    if (r % 4 === 3) {
      if (r % 1000 === 3) orphan++;
      if (r % 2000 === 7) election++;
      continue;
    }
    if (r % 100 === 1) zip++;
    if (r % 100 === 2) date++;
    if (r % 200 === 5) state++;
    if (r % 500 === 6) ssn++;
    if (r % 1000 === 9) coverage++;
  }
  const counts: Record<string, number> = {
    zipFormat: zip,
    dateNotReal: date,
    stateNotValid: state,
    duplicateSsn: ssn,
    coverageNotOnPolicy: coverage,
    dependentWithoutEmployee: orphan,
    electionOnDependent: election,
  };
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}

function ssnOf(r: number): string {
  const digits = String(100_000_000 + r * 7);
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Data row r's cells in template order (CENSUS_FIELD_IDS). */
export function generatedRow(r: number): string[] {
  const first = FIRST_NAMES[r % FIRST_NAMES.length] as string;
  const last = LAST_NAMES[Math.floor(r / 7) % LAST_NAMES.length] as string;
  if (r % 4 === 3) {
    const isSpouse = r % 8 === 3;
    const owner = r % 1000 === 3 ? `NOPE${r}` : `E${r - 1}`;
    const dob = isSpouse ? `${two((r % 12) + 1)}/${two((r % 28) + 1)}/1982` : `${two((r % 12) + 1)}/15/2014`;
    // employeeId, firstName, lastName, ssn, dateOfBirth, gender, hireDate, addressLine, city, state, zip,
    // annualSalary, employmentStatus, hoursPerWeek, relationship, dependentOfEmployeeId, basicLifeAmount,
    // voluntaryLifeAmount, stdElection, ltdElection, dentalTier, visionTier, accidentTier, criticalIllnessAmount,
    // hospitalIndemnityTier
    return [
      "",
      `${first}${r}`,
      last,
      isSpouse ? ssnOf(r) : "",
      dob,
      isSpouse ? "M" : "F",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      isSpouse ? "Spouse" : "Child",
      owner,
      "",
      "",
      "",
      "",
      r % 2000 === 7 ? "FAM" : "",
      "",
      "",
      "",
      "",
    ];
  }
  const [city, state] = CITIES[r % CITIES.length] as readonly [string, string];
  return [
    `E${r}`,
    `${first}${r}`,
    last,
    r % 500 === 6 ? ssnOf(r - 1) : ssnOf(r),
    r % 100 === 2 ? "13/45/1980" : `${two((r % 12) + 1)}/${two((r % 28) + 1)}/${1950 + (r % 50)}`,
    r % 2 === 0 ? "F" : "M",
    `${two((r % 12) + 1)}/01/${2000 + (r % 25)}`,
    r % 10 === 0 ? `${r % 900} Main St, Apt ${r % 40}` : `${r % 900} Oak Ave`,
    city,
    r % 200 === 5 ? "XX" : state,
    r % 100 === 1 ? "ABC" : `0${2100 + (r % 800)}`,
    `${40_000 + (r % 60) * 1000}.00`,
    "Active",
    "40",
    "Employee",
    "",
    "50000",
    r % 3 === 0 ? "100000" : "",
    "Y",
    r % 5 === 0 ? "N" : "Y",
    r % 2 === 0 ? "FAM" : "EE",
    "EE",
    r % 1000 === 9 ? "EE" : "",
    "",
    "",
  ];
}

function csvCell(value: string, delimiter: string): string {
  return value.includes(delimiter) || value.includes('"') || value.includes("\n")
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** The generated census as CSV (or TSV) lines, header first, `rows` data rows, CRLF-ended as Excel writes them. */
export function* generatedCensusLines(rows: number, delimiter = ","): Generator<string> {
  yield `${GENERATED_HEADERS.map((header) => csvCell(header, delimiter)).join(delimiter)}\r\n`;
  for (let r = 0; r < rows; r++)
    yield `${generatedRow(r)
      .map((value) => csvCell(value, delimiter))
      .join(delimiter)}\r\n`;
}

/** The generated census as an XLSX file (one sheet, "Census"), written row by row by exceljs's streaming writer. */
export async function writeGeneratedCensusXlsx(file: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet("Census");
  sheet.addRow([...GENERATED_HEADERS]).commit();
  for (let r = 0; r < rows; r++) sheet.addRow(generatedRow(r)).commit();
  sheet.commit();
  await workbook.commit();
}

/** Rows (the header first) as CSV bytes, quoted where needed. */
export function csvBytes(rows: readonly (readonly string[])[], delimiter = ","): Buffer {
  return Buffer.from(
    rows.map((row) => `${row.map((value) => csvCell(value, delimiter)).join(delimiter)}\r\n`).join(""),
  );
}

/** The whole generated census as bytes (tests: up to some tens of thousands of rows). */
export function generatedCensusCsv(rows: number, delimiter = ","): Buffer {
  return Buffer.from([...generatedCensusLines(rows, delimiter)].join(""), "utf8");
}

function* chunksOf(bytes: Buffer): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += STREAM_CHUNK_BYTES) {
    yield bytes.subarray(start, start + STREAM_CHUNK_BYTES);
  }
}

/** A CensusSource over bytes in memory, streamed in 64 KB chunks as file storage gives them (whole, or a range). */
export function bufferSource(bytes: Buffer, kind: CensusFileKind, sheet: string | null = null): CensusSource {
  return {
    open: async () => Readable.from(chunksOf(bytes)),
    openRange: async (start, endInclusive) => Readable.from(chunksOf(bytes.subarray(start, endInclusive + 1))),
    kind,
    sizeBytes: bytes.length,
    sheet,
  };
}
