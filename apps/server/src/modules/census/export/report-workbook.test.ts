import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { CensusCounts, CensusRow } from "@onboard/domain/census/census-api";
import { describe, expect, it } from "vitest";
import { collector, readWorkbook, sheetText } from "./export-test-support";
import { CORRECTED_FONT, ERROR_FILL, WARNING_FILL, writeCensusReport } from "./report-workbook";

const headers = ["EE ID", "First", "Last", "DOB", "Relation", "Dental", "Notes"];
const mapping = [
  { fieldId: "employeeId" as const },
  { fieldId: "firstName" as const },
  { fieldId: "lastName" as const },
  { fieldId: "dateOfBirth" as const, dateFormat: "MM/DD/YYYY" as const },
  { fieldId: "relationship" as const },
  { fieldId: "dentalTier" as const },
  { fieldId: null },
];

const rows: CensusRow[] = [
  {
    rowNumber: 3,
    values: ["E1", "=cmd|' /C calc'!A0", "", "02/30/1980", "Employee", "FAM", "-1200.50"],
    corrected: [1],
    issues: [
      { rowNumber: 3, fieldId: "lastName", severity: "error", code: "required", message: "Last Name is required" },
      { rowNumber: 3, fieldId: "dateOfBirth", severity: "error", code: "dateNotReal", message: "Not a valid date" },
    ],
  },
  {
    rowNumber: 7,
    values: ["", "Sam", "Doe", "06/15/2012", "Child", "EE", "@SUM(A1)"],
    corrected: [],
    issues: [
      {
        rowNumber: 7,
        fieldId: "dentalTier",
        severity: "warning",
        code: "electionOnDependent",
        message: "Elections are made on the employee's row; this dependent's election is ignored",
      },
      {
        rowNumber: 7,
        fieldId: "dependentOfEmployeeId",
        severity: "error",
        code: "required",
        message: "Employee ID of Dependent is required",
      },
    ],
  },
];

const issue = rows[0]?.issues[0] as CensusRow["issues"][number];

const counts: CensusCounts = {
  rows: 120,
  errors: 3,
  warnings: 1,
  rowsWithErrors: 2,
  rowsWithWarnings: 1,
  byCode: { required: 2, dateNotReal: 1, electionOnDependent: 1 },
};

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

async function report(language: "en" | "es", input: { counts?: CensusCounts | null; rows?: CensusRow[] } = {}) {
  const { out, bytes } = collector();
  await writeCensusReport(out, {
    headers,
    mapping,
    rows: each(input.rows ?? rows),
    counts: input.counts === undefined ? counts : input.counts,
    language,
  });
  return readWorkbook(await bytes);
}

describe("writeCensusReport", () => {
  it("summarises the counts by severity and by problem code", async () => {
    const workbook = await report("en");
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Summary", "Rows"]);
    const summary = sheetText(workbook.getWorksheet("Summary") as never);
    expect(summary[0]?.[0]).toBe("Census validation report");
    expect(summary).toContainEqual(["Rows checked", "", "120"]);
    expect(summary).toContainEqual(["Errors", "", "3"]);
    expect(summary).toContainEqual(["Warnings", "", "1"]);
    expect(summary).toContainEqual(["Rows with errors", "", "2"]);
    const problems = summary.findIndex((line) => line[0] === "Problem");
    expect(summary.slice(problems, problems + 4)).toEqual([
      ["Problem", "Code", "Count"],
      ["A required value is blank", "required", "2"],
      ["A date that does not exist", "dateNotReal", "1"],
      ["An election on a dependent's row (ignored)", "electionOnDependent", "1"],
    ]);
  });

  it("lists each row as uploaded with its row number and problems, neutralising formulas", async () => {
    const workbook = await report("en");
    const sheet = workbook.getWorksheet("Rows");
    if (!sheet) throw new Error("no Rows sheet");
    const text = sheetText(sheet);
    expect(text[0]).toEqual(["Row", ...headers, "Problems"]);
    expect(text[1]).toEqual([
      "3",
      "E1",
      "'=cmd|' /C calc'!A0",
      "",
      "02/30/1980",
      "Employee",
      "FAM",
      // A plain signed number stays a number a spreadsheet can sum.
      "-1200.50",
      "Last: Last Name is required\nDOB: Not a valid date",
    ]);
    expect(text[2]?.[7]).toBe("'@SUM(A1)");
    // The field no column holds is named by its label, in the Problems column only.
    expect(text[2]?.[8]).toBe(
      "Dental: Elections are made on the employee's row; this dependent's election is ignored\n" +
        "Employee ID of Dependent: Employee ID of Dependent is required",
    );
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });

  it("fills errors red and warnings yellow, with the messages as notes, and marks corrected cells", async () => {
    const sheet = (await report("en")).getWorksheet("Rows");
    if (!sheet) throw new Error("no Rows sheet");
    const first = sheet.getRow(2);
    expect(first.getCell(4).fill).toEqual(ERROR_FILL);
    expect(first.getCell(5).fill).toEqual(ERROR_FILL);
    expect(noteText(first.getCell(5).note)).toBe("Not a valid date");
    expect(first.getCell(2).fill).toBeUndefined();
    expect(first.getCell(2).note).toBeUndefined();
    expect(first.getCell(3).font).toMatchObject(CORRECTED_FONT);
    expect(first.getCell(4).font?.italic).toBeFalsy();
    const second = sheet.getRow(3);
    expect(second.getCell(7).fill).toEqual(WARNING_FILL);
    expect(noteText(second.getCell(7).note)).toContain("this dependent's election is ignored");
  });

  it("cuts a cell to the 32,767 characters Excel holds", async () => {
    const long: CensusRow = { rowNumber: 2, values: ["E1", "x".repeat(40_000)], corrected: [], issues: [] };
    const sheet = (await report("en", { rows: [long] })).getWorksheet("Rows");
    expect(String(sheet?.getRow(2).getCell(3).value)).toHaveLength(32_767);
  });

  it("writes the labels in Spanish", async () => {
    const workbook = await report("es", { counts: null, rows: [] });
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Resumen", "Filas"]);
    const summary = sheetText(workbook.getWorksheet("Resumen") as never);
    expect(summary[0]?.[0]).toBe("Informe de validación del censo");
    expect(summary[2]?.[0]).toBe("Este censo aún no se ha validado.");
    expect(sheetText(workbook.getWorksheet("Filas") as never)[0]).toEqual(["Fila", ...headers, "Problemas"]);
  });

  it("reads rows only as fast as the download takes the workbook", async () => {
    const total = 3000;
    let pulled = 0;
    async function* many(): AsyncGenerator<CensusRow> {
      for (let rowNumber = 2; rowNumber < total + 2; rowNumber++) {
        pulled++;
        const cells = headers.map(() => randomBytes(6).toString("hex"));
        yield { rowNumber, values: cells, corrected: [], issues: [{ ...issue, rowNumber }] };
      }
    }
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const written = writeCensusReport(out, { headers, mapping, rows: many(), counts, language: "en" });
    await sleep(300);
    // Nobody reads `out`: the writer waits for it instead of piling the rows up in memory.
    expect(pulled).toBeLessThan(total);
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    await written;
    const sheet = (await readWorkbook(Buffer.concat(chunks))).getWorksheet("Rows");
    expect(sheet?.rowCount).toBe(total + 1);
    expect(pulled).toBe(total);
  });

  it("destroys the output and throws when the rows cannot be read", async () => {
    const { out, bytes } = collector();
    async function* failing(): AsyncGenerator<CensusRow> {
      yield rows[0] as CensusRow;
      throw new Error("storage went away");
    }
    await expect(writeCensusReport(out, { headers, mapping, rows: failing(), counts, language: "en" })).rejects.toThrow(
      "storage went away",
    );
    expect(out.destroyed).toBe(true);
    await expect(bytes).rejects.toThrow("storage went away");
  });
});

/** exceljs reads a note back as its rich text. */
function noteText(note: unknown): string {
  if (typeof note === "string") return note;
  const texts = (note as { texts?: { text: string }[] } | undefined)?.texts ?? [];
  return texts.map((part) => part.text).join("");
}
