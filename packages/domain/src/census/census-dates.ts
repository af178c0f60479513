/**
 * Census date formats (issue 16): inferring a column's format from sample cells, and reading each format to
 * YYYY-MM-DD. Reading goes through a yyyymmdd number first so the row rules can check a date without allocating.
 */

export const DATE_FORMATS = ["MM/DD/YYYY", "YYYY-MM-DD", "M/D/YY", "EXCEL_SERIAL"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * Two-digit years: 00-29 are 2000-2029 and 30-99 are 1930-1999, Excel's own rule, so a file reads as the person saw
 * it in their spreadsheet.
 */
export const TWO_DIGIT_YEAR_PIVOT = 29;

/** Excel's largest serial (9999-12-31). */
const EXCEL_SERIAL_MAX = 2958465;
/** Days from 1970-01-01 back to Excel's day 0 as it counts after its fictitious 1900-02-29 (serial 60). */
const EXCEL_EPOCH_OFFSET = 25569;

/** readCensusDate's answers for a cell not in the format, and for one in the format that is no real day (02/30). */
export const NOT_IN_FORMAT = -1;
export const NOT_A_REAL_DATE = -2;

const SLASH = 47;
const DASH = 45;
const DOT = 46;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function toYmd(year: number, month: number, day: number): number {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NOT_A_REAL_DATE;
  return year * 10000 + month * 100 + day;
}

/** Civil date of a day count since 1970-01-01 (H. Hinnant's days_from_civil, inverted), as yyyymmdd. */
function ymdFromEpochDays(epochDays: number): number {
  const z = epochDays + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return year * 10000 + month * 100 + day;
}

/**
 * Reads three digit groups split by `separator` into groupValues and groupLengths (reused, so no allocation per
 * call). Returns false on any other character or a fourth group.
 */
const groupValues = [0, 0, 0];
const groupLengths = [0, 0, 0];
function readGroups(value: string, separator: number): boolean {
  let group = 0;
  groupValues[0] = groupValues[1] = groupValues[2] = 0;
  groupLengths[0] = groupLengths[1] = groupLengths[2] = 0;
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 32) start++;
  while (end > start && value.charCodeAt(end - 1) <= 32) end--;
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i);
    if (code === separator) {
      group++;
      if (group > 2) return false;
    } else if (isDigit(code)) {
      groupValues[group] = (groupValues[group] ?? 0) * 10 + (code - 48);
      groupLengths[group] = (groupLengths[group] ?? 0) + 1;
    } else return false;
  }
  return group === 2 && (groupLengths[0] ?? 0) > 0 && (groupLengths[1] ?? 0) > 0 && (groupLengths[2] ?? 0) > 0;
}

function readExcelSerial(value: string): number {
  const trimmed = value.trim();
  let dots = 0;
  for (let i = 0; i < trimmed.length; i++) {
    const code = trimmed.charCodeAt(i);
    if (code === DOT) dots++;
    else if (!isDigit(code)) return -1;
  }
  if (trimmed === "" || dots > 1) return -1;
  const serial = Math.floor(Number(trimmed));
  // Serial 60 is Excel's 1900-02-29, a day that never was.
  if (!(serial >= 1 && serial <= EXCEL_SERIAL_MAX) || serial === 60) return NOT_A_REAL_DATE;
  return ymdFromEpochDays(serial - EXCEL_EPOCH_OFFSET + (serial < 60 ? 1 : 0));
}

/**
 * A cell in the given format as a yyyymmdd number (19800105); NOT_IN_FORMAT (-1) when its shape is another format's,
 * NOT_A_REAL_DATE (-2) when it has the shape but names no real day.
 */
export function readCensusDate(value: string, format: DateFormat): number {
  switch (format) {
    case "MM/DD/YYYY":
      if (!readGroups(value, SLASH) || groupLengths[2] !== 4 || (groupLengths[0] ?? 0) > 2) return -1;
      if ((groupLengths[1] ?? 0) > 2) return -1;
      return toYmd(groupValues[2] ?? 0, groupValues[0] ?? 0, groupValues[1] ?? 0);
    case "M/D/YY": {
      if (!readGroups(value, SLASH) || groupLengths[2] !== 2 || (groupLengths[0] ?? 0) > 2) return -1;
      if ((groupLengths[1] ?? 0) > 2) return -1;
      const yy = groupValues[2] ?? 0;
      return toYmd(yy <= TWO_DIGIT_YEAR_PIVOT ? 2000 + yy : 1900 + yy, groupValues[0] ?? 0, groupValues[1] ?? 0);
    }
    case "YYYY-MM-DD":
      if (!readGroups(value, DASH) || groupLengths[0] !== 4 || (groupLengths[1] ?? 0) > 2) return -1;
      if ((groupLengths[2] ?? 0) > 2) return -1;
      return toYmd(groupValues[0] ?? 0, groupValues[1] ?? 0, groupValues[2] ?? 0);
    case "EXCEL_SERIAL":
      return readExcelSerial(value);
  }
}

/** A cell in the given format as YYYY-MM-DD, or null when it is not a real date in that format. */
export function parseCensusDate(value: string, format: DateFormat): string | null {
  const ymd = readCensusDate(value, format);
  if (ymd < 0) return null;
  const year = Math.floor(ymd / 10000);
  const month = Math.floor(ymd / 100) % 100;
  const day = ymd % 100;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Why no format could be inferred. */
export type DateInferenceFailure = "noSamples" | "mixed" | "dayFirst" | "unrecognised";

export type DateFormatInference =
  | {
      format: DateFormat;
      /** Slash dates whose day never exceeded 12: month-first is assumed (a US census), and worth showing. */
      monthFirstAssumed: boolean;
    }
  | { format: null; reason: DateInferenceFailure };

type Shape = DateFormat | "DAY_FIRST" | null;

let lastSecondOver12 = false;

function shapeOf(value: string): Shape {
  lastSecondOver12 = false;
  if (readGroups(value, SLASH)) {
    const [first = 0, second = 0] = groupValues;
    const yearLength = groupLengths[2];
    if ((groupLengths[0] ?? 0) > 2 || (groupLengths[1] ?? 0) > 2) return null;
    if (yearLength !== 4 && yearLength !== 2) return null;
    if (first > 12 && second <= 12) return "DAY_FIRST";
    lastSecondOver12 = second > 12;
    return yearLength === 4 ? "MM/DD/YYYY" : "M/D/YY";
  }
  if (readGroups(value, DASH)) return groupLengths[0] === 4 ? "YYYY-MM-DD" : null;
  return readExcelSerial(value) >= 0 ? "EXCEL_SERIAL" : null;
}

/**
 * The one format all non-blank samples share. Day-first slash dates (25/12/1980) are not a census format and are
 * named as such; samples in two formats, or in none, give null with the reason.
 */
export function inferDateFormat(samples: readonly string[]): DateFormatInference {
  let format: DateFormat | null = null;
  let seen = 0;
  let isDayFirst = false;
  let hasDayOver12 = false;
  for (const sample of samples) {
    if (sample.trim() === "") continue;
    seen++;
    const shape = shapeOf(sample);
    if (shape === null) return { format: null, reason: "unrecognised" };
    if (shape === "DAY_FIRST") {
      isDayFirst = true;
      continue;
    }
    hasDayOver12 ||= lastSecondOver12;
    if (format !== null && format !== shape) return { format: null, reason: "mixed" };
    format = shape;
  }
  if (seen === 0) return { format: null, reason: "noSamples" };
  if (isDayFirst) return { format: null, reason: hasDayOver12 ? "mixed" : "dayFirst" };
  if (format === null) return { format: null, reason: "unrecognised" };
  const isSlash = format === "MM/DD/YYYY" || format === "M/D/YY";
  return { format, monthFirstAssumed: isSlash && !hasDayOver12 };
}
