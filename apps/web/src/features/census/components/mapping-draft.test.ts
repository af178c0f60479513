import { describe, expect, it } from "vitest";
import { censusFile, censusPreview } from "../census-test-support";
import {
  initialColumns,
  type MappingDraft,
  mappingBody,
  mappingProblems,
  missingRequiredFields,
} from "./mapping-draft";

function draft(overrides: Partial<MappingDraft> = {}): MappingDraft {
  return {
    source: "HRIS",
    benAdminPlatformId: null,
    columns: initialColumns(censusPreview(), undefined),
    ...overrides,
  };
}

describe("the indicate-source mapping draft", () => {
  it("starts from the guess, or from the saved mapping when it fits the columns", () => {
    expect(initialColumns(censusPreview(), undefined).map((column) => column.fieldId)).toEqual([
      "firstName",
      "lastName",
      "dateOfBirth",
      null,
    ]);
    const saved = censusFile({
      mapping: [
        { fieldId: "lastName" },
        { fieldId: "firstName" },
        { fieldId: "hireDate", dateFormat: "YYYY-MM-DD" },
        { fieldId: null },
      ],
    });
    expect(initialColumns(censusPreview(), saved)).toEqual([
      { fieldId: "lastName", dateFormat: null },
      { fieldId: "firstName", dateFormat: null },
      { fieldId: "hireDate", dateFormat: "YYYY-MM-DD" },
      { fieldId: null, dateFormat: null },
    ]);
  });

  it("refuses one field on two columns with the schema, marking both columns", () => {
    const columns = initialColumns(censusPreview(), undefined).map((column, index) =>
      index === 3 ? { fieldId: "firstName" as const, dateFormat: null } : column,
    );
    const problems = mappingProblems(draft({ columns }), null);
    expect(problems.filter((problem) => problem.kind === "mappedTwice")).toEqual([
      { kind: "mappedTwice", columnIndex: 0, fieldId: "firstName" },
      { kind: "mappedTwice", columnIndex: 3, fieldId: "firstName" },
    ]);
  });

  it("asks for the source, the platform of a ben-admin platform and every date column's format", () => {
    expect(mappingProblems(draft({ source: null }), null).map((problem) => problem.kind)).toEqual([
      "sourceRequired",
      "dateFormatRequired",
    ]);
    expect(mappingProblems(draft({ source: "BEN_ADMIN_PLATFORM" }), null).map((problem) => problem.kind)).toContain(
      "platformRequired",
    );
    const dated = draft().columns.map((column) =>
      column.fieldId === "dateOfBirth" ? { ...column, dateFormat: "MM/DD/YYYY" as const } : column,
    );
    expect(mappingProblems(draft({ columns: dated }), null)).toEqual([]);
  });

  it("lists the required fields no column holds, and sends the date format of date columns only", () => {
    const missing = missingRequiredFields(draft().columns);
    expect(missing).toContain("ssn");
    expect(missing).not.toContain("firstName");
    expect(missing).not.toContain("dependentOfEmployeeId");
    const body = mappingBody(
      draft({
        columns: [
          { fieldId: "firstName", dateFormat: "MM/DD/YYYY" },
          { fieldId: "hireDate", dateFormat: "M/D/YY" },
        ],
      }),
      "Sheet1",
    );
    expect(body).toEqual({
      source: "HRIS",
      benAdminPlatformId: null,
      sheet: "Sheet1",
      mapping: [{ fieldId: "firstName" }, { fieldId: "hireDate", dateFormat: "M/D/YY" }],
    });
  });
});
