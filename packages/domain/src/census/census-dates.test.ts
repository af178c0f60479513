import { describe, expect, it } from "vitest";
import { inferDateFormat, NOT_A_REAL_DATE, NOT_IN_FORMAT, parseCensusDate, readCensusDate } from "./census-dates";

describe("parseCensusDate", () => {
  it.each([
    ["01/05/1980", "MM/DD/YYYY", "1980-01-05"],
    ["1/5/1980", "MM/DD/YYYY", "1980-01-05"],
    ["02/29/2000", "MM/DD/YYYY", "2000-02-29"],
    [" 12/31/1999 ", "MM/DD/YYYY", "1999-12-31"],
    ["1980-01-05", "YYYY-MM-DD", "1980-01-05"],
    ["2024-2-29", "YYYY-MM-DD", "2024-02-29"],
    ["1/5/80", "M/D/YY", "1980-01-05"],
    ["1/5/29", "M/D/YY", "2029-01-05"],
    ["1/5/30", "M/D/YY", "1930-01-05"],
    ["12/31/00", "M/D/YY", "2000-12-31"],
    ["29225", "EXCEL_SERIAL", "1980-01-05"],
    ["29225.75", "EXCEL_SERIAL", "1980-01-05"],
    ["1", "EXCEL_SERIAL", "1900-01-01"],
    ["59", "EXCEL_SERIAL", "1900-02-28"],
    ["61", "EXCEL_SERIAL", "1900-03-01"],
    ["45658", "EXCEL_SERIAL", "2025-01-01"],
    ["2958465", "EXCEL_SERIAL", "9999-12-31"],
  ] as const)("%j in %s is %s", (value, format, expected) => {
    expect(parseCensusDate(value, format)).toBe(expected);
  });

  it.each([
    ["02/30/2000", "MM/DD/YYYY", NOT_A_REAL_DATE],
    ["02/29/1900", "MM/DD/YYYY", NOT_A_REAL_DATE],
    ["13/01/2000", "MM/DD/YYYY", NOT_A_REAL_DATE],
    ["00/10/2000", "MM/DD/YYYY", NOT_A_REAL_DATE],
    ["1/5/80", "MM/DD/YYYY", NOT_IN_FORMAT],
    ["1980-01-05", "MM/DD/YYYY", NOT_IN_FORMAT],
    ["001/05/1980", "MM/DD/YYYY", NOT_IN_FORMAT],
    ["01/05/1980/1", "MM/DD/YYYY", NOT_IN_FORMAT],
    ["//1980", "MM/DD/YYYY", NOT_IN_FORMAT],
    ["Jan 5 1980", "MM/DD/YYYY", NOT_IN_FORMAT],
    ["1/5/1980", "M/D/YY", NOT_IN_FORMAT],
    ["1980-02-30", "YYYY-MM-DD", NOT_A_REAL_DATE],
    ["80-01-05", "YYYY-MM-DD", NOT_IN_FORMAT],
    ["60", "EXCEL_SERIAL", NOT_A_REAL_DATE],
    ["0", "EXCEL_SERIAL", NOT_A_REAL_DATE],
    ["2958466", "EXCEL_SERIAL", NOT_A_REAL_DATE],
    ["-5", "EXCEL_SERIAL", NOT_IN_FORMAT],
    ["1/5/1980", "EXCEL_SERIAL", NOT_IN_FORMAT],
  ] as const)("%j in %s is refused (%d)", (value, format, expected) => {
    expect(readCensusDate(value, format)).toBe(expected);
    expect(parseCensusDate(value, format)).toBeNull();
  });
});

describe("inferDateFormat", () => {
  it.each([
    [["01/05/1980", "12/25/1975", ""], { format: "MM/DD/YYYY", monthFirstAssumed: false }],
    [["01/05/1980", "11/02/1975"], { format: "MM/DD/YYYY", monthFirstAssumed: true }],
    [["1980-01-05", "1975-12-25"], { format: "YYYY-MM-DD", monthFirstAssumed: false }],
    [["1/5/80", "12/25/75"], { format: "M/D/YY", monthFirstAssumed: false }],
    [["29226", "27388.5"], { format: "EXCEL_SERIAL", monthFirstAssumed: false }],
    [[], { format: null, reason: "noSamples" }],
    [["", "  "], { format: null, reason: "noSamples" }],
    [["01/05/1980", "1975-12-25"], { format: null, reason: "mixed" }],
    [["01/05/1980", "1/5/80"], { format: null, reason: "mixed" }],
    [["01/05/1980", "29226"], { format: null, reason: "mixed" }],
    [["25/12/1980", "05/01/1975"], { format: null, reason: "dayFirst" }],
    [["25/12/1980", "12/25/1975"], { format: null, reason: "mixed" }],
    [["Jan 5, 1980"], { format: null, reason: "unrecognised" }],
    [["01/05/1980", "n/a"], { format: null, reason: "unrecognised" }],
  ])("%j -> %j", (samples, expected) => {
    expect(inferDateFormat(samples)).toEqual(expected);
  });
});
