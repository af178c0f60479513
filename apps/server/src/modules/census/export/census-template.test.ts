import { CENSUS_FIELDS } from "@onboard/domain/census/census-fields";
import { guessColumnMapping } from "@onboard/domain/census/column-mapping";
import { createCrossRowChecks } from "@onboard/domain/census/cross-row-checks";
import { compileRowPlan } from "@onboard/domain/census/row-plan";
import { validateCensusRow } from "@onboard/domain/census/row-rules";
import { SLF_COVERAGES } from "@onboard/domain/eif/coverages";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { censusTemplateCsv, writeCensusTemplateXlsx } from "./census-template";
import { collector, readWorkbook, sheetText } from "./export-test-support";

const FIELD_IDS = CENSUS_FIELDS.map((field) => field.id);

function parsedCsv(): string[][] {
  const parsed = Papa.parse<string[]>(censusTemplateCsv(), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe("censusTemplateCsv", () => {
  it("has every census field's label as a header, which the column guesser maps back to the field", () => {
    const [headers = [], ...examples] = parsedCsv();
    expect(headers).toEqual(CENSUS_FIELDS.map((field) => field.label.en));
    for (const sample of [[], examples]) {
      const guesses = guessColumnMapping(headers, sample);
      expect(guesses.map((guess) => guess.fieldId)).toEqual(FIELD_IDS);
      expect(guesses.every((guess) => guess.reason === "header" && guess.confidence === 1)).toBe(true);
    }
    const dates = guessColumnMapping(headers, examples).filter((guess) => guess.dateFormat !== null);
    expect(dates.map((guess) => [guess.fieldId, guess.dateFormat])).toEqual([
      ["dateOfBirth", { format: "MM/DD/YYYY", monthFirstAssumed: false }],
      ["hireDate", { format: "MM/DD/YYYY", monthFirstAssumed: true }],
    ]);
  });

  it("gives an employee and their spouse as examples, with no problem under every rule", () => {
    const [, ...examples] = parsedCsv();
    expect(examples).toHaveLength(2);
    const cell = (row: string[] | undefined, id: string) => row?.[FIELD_IDS.indexOf(id as never)];
    expect(cell(examples[0], "relationship")).toBe("EMPLOYEE");
    expect(cell(examples[1], "relationship")).toBe("SPOUSE");
    expect(cell(examples[1], "dependentOfEmployeeId")).toBe(cell(examples[0], "employeeId"));
    const plan = compileRowPlan(
      FIELD_IDS.map((fieldId) => ({ fieldId })),
      { coverages: SLF_COVERAGES },
    );
    const checks = createCrossRowChecks(plan);
    examples.forEach((row, index) => {
      expect(validateCensusRow(row, plan, index + 2)).toEqual([]);
      expect(checks.observe(row, index + 2)).toEqual([]);
    });
    expect(checks.finish()).toEqual([]);
  });

  it("is RFC 4180 text: CRLF line ends, no byte-order mark (the template is ASCII)", () => {
    const csv = censusTemplateCsv();
    expect(csv.startsWith("Employee ID,First Name,Last Name,SSN,Date of Birth,")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(4);
    expect(/^[\x20-\x7e\r\n]*$/.test(csv)).toBe(true);
  });
});

describe("writeCensusTemplateXlsx", () => {
  it("writes the header bold and frozen, the examples as text, and an Instructions sheet", async () => {
    const { out, bytes } = collector();
    await writeCensusTemplateXlsx(out);
    const workbook = await readWorkbook(await bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Census", "Instructions"]);

    const census = workbook.getWorksheet("Census");
    if (!census) throw new Error("no Census sheet");
    expect(sheetText(census)).toEqual(parsedCsv());
    expect(census.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(census.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(census.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const zip = census.getRow(2).getCell(FIELD_IDS.indexOf("zip") + 1);
    expect(zip.value).toBe("02134");
    expect(zip.numFmt).toBe("@");

    const instructions = workbook.getWorksheet("Instructions");
    if (!instructions) throw new Error("no Instructions sheet");
    const lines = sheetText(instructions);
    expect(lines[0]).toEqual(["Column", "Required", "Accepted values", "Notes"]);
    expect(lines.slice(1).map((line) => line[0])).toEqual(CENSUS_FIELDS.map((field) => field.label.en));
    expect(lines).toContainEqual(["First Name", "Required", "Text, up to 191 characters", ""]);
    expect(lines).toContainEqual([
      "Dental Tier",
      "Optional",
      "One of EE, ES, EC, FAM, WAIVE",
      "Only when the policy includes this coverage, on the employee's row",
    ]);
    expect(lines.find((line) => line[0] === "Date of Birth")?.[2]).toContain("MM/DD/YYYY");
    expect(instructions.getRow(1).getCell(1).font?.bold).toBe(true);
  });
});
