/** validateCensusFile on CSV: a generated 50,000-row census, fixes, the late second pass, progress and plan issues. */
import { CENSUS_FIELD_IDS } from "@onboard/domain/census/census-fields";
import { describe, expect, it } from "vitest";
import type { CensusProblemRow, CensusValidationInput } from "./census-reader";
import {
  bufferSource,
  csvBytes,
  GENERATED_COLUMNS,
  GENERATED_HEADERS,
  GENERATED_RULES,
  generatedCensusCsv,
  generatedRow,
  seededProblemsOf,
} from "./census-test-files";
import { validateCensusFile } from "./index";

const column = (fieldId: (typeof CENSUS_FIELD_IDS)[number]) => CENSUS_FIELD_IDS.indexOf(fieldId);

function csvOf(rows: string[][]): Buffer {
  return csvBytes([GENERATED_HEADERS, ...rows]);
}

async function run(bytes: Buffer, options: Partial<CensusValidationInput> = {}) {
  const problems: CensusProblemRow[] = [];
  const progress: { rowsRead: number; bytesRead: number }[] = [];
  const summary = await validateCensusFile({
    ...bufferSource(bytes, "csv"),
    mapping: GENERATED_COLUMNS,
    rules: GENERATED_RULES,
    corrections: new Map(),
    onProblemRow: async (row) => {
      problems.push(row);
    },
    onProgress: (step) => {
      progress.push(step);
    },
    ...options,
  });
  return { summary, problems, progress };
}

describe("validateCensusFile", () => {
  it("finds exactly the seeded problems of a generated 50,000-row census, with progress on the way", async () => {
    const bytes = generatedCensusCsv(50_000);
    const { summary, problems, progress } = await run(bytes);
    const seeded = seededProblemsOf(50_000);
    expect(summary.byCode).toEqual(seeded);
    expect(summary).toMatchObject({
      rows: 50_000,
      errors: 1450,
      warnings: 25,
      rowsWithErrors: 1450,
      rowsWithWarnings: 25,
      fileIssues: [],
      encoding: "utf-8",
    });
    // First-pass rows in order (the 50 dependents without an employee have no other problem), then those 50 from
    // the second pass.
    expect(problems).toHaveLength(1425 + 50);
    expect(problems.slice(1425).map((row) => row.issues.map((issue) => issue.code))).toEqual(
      Array.from({ length: 50 }, () => ["dependentWithoutEmployee"]),
    );
    const firstPass = problems.slice(0, 1425).map((row) => row.rowNumber);
    expect(firstPass).toEqual([...firstPass].sort((a, b) => a - b));
    expect(problems[0]).toMatchObject({ rowNumber: 3, corrected: [] });
    expect(problems[0]?.issues.map((issue) => issue.code)).toEqual(["zipFormat"]);
    // Checked once per batch (a 256 KB piece of text is about 2,000 rows here), and once at the end.
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress[0]?.rowsRead).toBeGreaterThanOrEqual(25_000);
    expect(progress[0]?.rowsRead).toBeLessThan(30_000);
    expect(progress[0]?.bytesRead).toBeLessThan(bytes.length);
    expect(progress.at(-1)).toEqual({ rowsRead: 50_000, bytesRead: bytes.length });
  });

  it("reports a dependent without an employee again in a second pass, with only that issue", async () => {
    const orphan = generatedRow(3);
    orphan[column("dependentOfEmployeeId")] = "E404";
    orphan[column("dateOfBirth")] = "99/99/2010";
    const { summary, problems } = await run(csvOf([generatedRow(0), orphan, generatedRow(4)]));
    expect(problems.map((row) => [row.rowNumber, row.issues.map((issue) => issue.code)])).toEqual([
      [3, ["dateNotReal"]],
      [3, ["dependentWithoutEmployee"]],
    ]);
    expect(problems[1]?.values).toEqual(orphan);
    expect(summary).toMatchObject({ rows: 3, errors: 2, rowsWithErrors: 1 });
  });

  it("reads the file again for them when more dependents waited for an employee than it holds aside", async () => {
    const dependents = Array.from({ length: 2100 }, (_, i) => {
      const row = generatedRow(4 * i + 3);
      row[column("dependentOfEmployeeId")] = `GONE${i}`;
      row[column("dentalTier")] = "";
      return row;
    });
    const { summary, problems } = await run(csvOf(dependents));
    expect(summary).toMatchObject({ rows: 2100, errors: 2100, rowsWithErrors: 2100 });
    expect(problems).toHaveLength(2100);
    expect(problems[2099]).toMatchObject({ rowNumber: 2101, values: dependents[2099] });
  });

  it("applies the person's fixes before checking a row, and says which cells they are", async () => {
    const bytes = csvOf([generatedRow(0), generatedRow(1), generatedRow(2)]);
    const zip = column("zip");
    const state = column("state");
    const corrections = new Map([
      [3, new Map([[zip, "02134"]])],
      [4, new Map([[state, "Atlantis"]])],
    ]);
    const { summary, problems } = await run(bytes, { corrections });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rowNumber: 4, corrected: [state] });
    expect(problems[0]?.values[state]).toBe("Atlantis");
    expect(problems[0]?.issues.map((issue) => issue.code)).toEqual(["dateNotReal", "stateNotValid"]);
    expect(summary.byCode).toEqual({ dateNotReal: 1, stateNotValid: 1 });
  });

  it("skips blank rows without counting them, keeping every later row's number", async () => {
    const blank = GENERATED_HEADERS.map(() => "");
    const { summary, problems } = await run(csvOf([generatedRow(0), blank, generatedRow(1)]));
    expect(summary.rows).toBe(2);
    expect(problems.map((row) => row.rowNumber)).toEqual([4]);
  });

  it("names a required field no column holds as a file issue", async () => {
    const mapping = GENERATED_COLUMNS.map((planColumn) =>
      planColumn.fieldId === "dateOfBirth" ? { fieldId: null } : planColumn,
    );
    const { summary } = await run(csvOf([generatedRow(0)]), { mapping });
    expect(summary.fileIssues).toEqual([
      { code: "required", message: "Date of Birth is required", fieldId: "dateOfBirth" },
    ]);
  });

  it("stops when its signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(run(generatedCensusCsv(10), { signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});
