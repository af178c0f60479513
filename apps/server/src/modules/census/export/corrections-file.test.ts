import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { columnLetters, correctionsCsv } from "./corrections-file";

const headers = ["EE ID", "Nombre", "Apellido", "Fecha nac", "Notas"];

describe("correctionsCsv", () => {
  it("lists each fix by row then column, UTF-8 with a byte-order mark, quoted as RFC 4180 says", () => {
    const csv = correctionsCsv(headers, [
      { rowNumber: 9, columnIndex: 0, value: "E9", originalValue: "" },
      { rowNumber: 3, columnIndex: 3, value: "01/05/1980", originalValue: "1980-13-01" },
      { rowNumber: 3, columnIndex: 1, value: "José", originalValue: 'Jose "Pepe", Jr.' },
      { rowNumber: 3, columnIndex: 4, value: "line one\nline two", originalValue: "" },
    ]);
    expect(csv.startsWith("\uFEFFRow,Column,Field header,Original value,Corrected value\r\n")).toBe(true);
    expect(csv.split("\r\n")[1]).toBe('3,B,Nombre,"Jose ""Pepe"", Jr.",José');
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ["Row", "Column", "Field header", "Original value", "Corrected value"],
      ["3", "B", "Nombre", 'Jose "Pepe", Jr.', "José"],
      ["3", "D", "Fecha nac", "1980-13-01", "01/05/1980"],
      ["3", "E", "Notas", "", "line one\nline two"],
      ["9", "A", "EE ID", "", "E9"],
    ]);
  });

  it("neutralises every cell a spreadsheet could run as a formula, keeping plain signed numbers", () => {
    const csv = correctionsCsv(
      ['=HYPERLINK("x")', "Salary"],
      [
        { rowNumber: 2, columnIndex: 0, value: "@SUM(A1:A9)", originalValue: "=cmd|' /C calc'!A0" },
        { rowNumber: 2, columnIndex: 1, value: "-1,200.50", originalValue: "+1-1" },
      ],
    );
    const [, first, second] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(first).toEqual(["2", "A", '\'=HYPERLINK("x")', "'=cmd|' /C calc'!A0", "'@SUM(A1:A9)"]);
    expect(second).toEqual(["2", "B", "Salary", "'+1-1", "-1,200.50"]);
  });

  it("names columns as a spreadsheet does", () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]);
  });
});
