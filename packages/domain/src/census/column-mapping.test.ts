import { describe, expect, it } from "vitest";
import { guessColumnMapping } from "./column-mapping";

function fieldsOf(headers: string[], rows: string[][] = []) {
  return guessColumnMapping(headers, rows).map((guess) => guess.fieldId);
}

describe("guessColumnMapping", () => {
  it("maps the carrier template's headers exactly", () => {
    const guesses = guessColumnMapping(["Employee ID", "First Name", "Last Name", "SSN", "Date of Birth"], []);
    expect(guesses.map((guess) => [guess.fieldId, guess.confidence, guess.reason])).toEqual([
      ["employeeId", 1, "header"],
      ["firstName", 1, "header"],
      ["lastName", 1, "header"],
      ["ssn", 1, "header"],
      ["dateOfBirth", 1, "header"],
    ]);
  });

  it.each([
    [
      ["Emp #", "FNAME", "LNAME", "Social Security Number", "Birth Date", "Postal Code"],
      ["employeeId", "firstName", "lastName", "ssn", "dateOfBirth", "zip"],
    ],
    [
      ["EE ID", "Sex", "DOH", "ST", "Zip+4"],
      ["employeeId", "gender", "hireDate", "state", "zip"],
    ],
    [
      ["Nombre", "Apellido", "Fecha de nacimiento", "Parentesco"],
      ["firstName", "lastName", "dateOfBirth", "relationship"],
    ],
    [
      ["Notes", "Favourite Colour"],
      [null, null],
    ],
  ])("maps %j by header", (headers, expected) => {
    expect(fieldsOf(headers)).toEqual(expected);
  });

  it("never puts two columns on one field: the surer header wins, the other falls back", () => {
    expect(fieldsOf(["Zip", "Postal Code", "Zip Code"])).toEqual(["zip", null, null]);
    expect(fieldsOf(["Employee Date of Birth", "DOB"])).toEqual([null, "dateOfBirth"]);
  });

  it("maps unnamed columns by their values and says so", () => {
    const headers = ["Col A", "Col B", "Col C", "Col D", "Col E", "Col F"];
    const rows = [
      ["123-45-6789", "01/05/1980", "CA", "94105", "F", "EE"],
      ["987-65-4321", "12/25/1975", "NY", "10001-1234", "M", "FAM"],
      ["111-22-3333", "", "TX", "73301", "Female", "WAIVE"],
    ];
    const guesses = guessColumnMapping(headers, rows);
    expect(guesses.map((guess) => [guess.fieldId, guess.reason])).toEqual([
      ["ssn", "values"],
      ["dateOfBirth", "values"],
      ["state", "values"],
      ["zip", "values"],
      ["gender", "values"],
      ["dentalTier", "values"],
    ]);
    expect(guesses[1]?.dateFormat).toEqual({ format: "MM/DD/YYYY", monthFirstAssumed: false });
  });

  it("prefers a header match to a value match for the same field", () => {
    const rows = [
      ["01/05/1980", "03/01/2015"],
      ["12/25/1975", "07/15/2019"],
    ];
    expect(fieldsOf(["Unnamed", "Birth Date"], rows)).toEqual(["hireDate", "dateOfBirth"]);
  });

  it("shows the inferred format of date columns, or why there is none", () => {
    const guesses = guessColumnMapping(
      ["DOB", "Hire Date", "First Name"],
      [
        ["1980-01-05", "25/12/2015", "Jane"],
        ["1975-12-25", "05/01/2019", "John"],
      ],
    );
    expect(guesses.map((guess) => guess.dateFormat)).toEqual([
      { format: "YYYY-MM-DD", monthFirstAssumed: false },
      { format: null, reason: "dayFirst" },
      null,
    ]);
  });

  it("copes with short rows and no samples", () => {
    const guesses = guessColumnMapping(["SSN", "DOB"], [["123-45-6789"]]);
    expect(guesses.map((guess) => guess.fieldId)).toEqual(["ssn", "dateOfBirth"]);
    expect(guesses[1]?.dateFormat).toEqual({ format: null, reason: "noSamples" });
  });
});
