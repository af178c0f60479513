/**
 * Readers of single census cells (SSN, zip, state, money, enum spellings), shared by the column guesser and the row
 * rules. Hand-written character loops: they run once per cell at 250,000 rows/s, so the common path builds no regex,
 * array or string (an unusual enum or state spelling falls back to normaliseToken).
 */
import { US_STATES, type UsState } from "../common/us-states";
import { ENUM_SPELLINGS } from "./census-fields";

const SPACE = 32;
const ZERO = 48;
const NINE = 57;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/** True for "", spaces, tabs and similar: a cell that holds nothing. Does not allocate. */
export function isBlank(value: string | undefined): boolean {
  if (value === undefined) return true;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > SPACE) return false;
  return true;
}

/**
 * Upper case without accents, anything not a letter or digit as one space, trimmed: "Employee + Spouse" ->
 * "EMPLOYEE SPOUSE", "Sí" -> "SI". Used for enum spellings and, lower-cased, for headers.
 */
export function normaliseToken(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/#/g, " NUMBER ")
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
}

/** "EMPLOYEE SPOUSE" -> "Employee Spouse". */
function titleCase(words: string): string {
  return words
    .toLowerCase()
    .replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** Sets a spelling in its normalised, lower and title case, so cells as people type them hit without normalising. */
function setSpellings<T>(lookup: Map<string, T>, spelling: string, value: T): void {
  const key = normaliseToken(spelling);
  for (const variant of [key, key.toLowerCase(), titleCase(key)]) if (!lookup.has(variant)) lookup.set(variant, value);
}

/** A lookup from any accepted spelling of the given canonical values to the canonical value. */
export function buildEnumLookup(values: readonly string[]): ReadonlyMap<string, string> {
  const lookup = new Map<string, string>();
  for (const value of values) {
    lookup.set(value, value);
    for (const spelling of ENUM_SPELLINGS[value] ?? []) setSpellings(lookup, spelling, value);
  }
  return lookup;
}

/**
 * The canonical value of a cell, or null. Tries the cell as written, then upper-cased, before the full normalising:
 * "EE" and "Spouse" cost no regex.
 */
export function readEnum(lookup: ReadonlyMap<string, string>, value: string): string | null {
  return lookup.get(value) ?? lookup.get(value.toUpperCase()) ?? lookup.get(normaliseToken(value)) ?? null;
}

/** The nine digits of ###-##-#### or ######### (spaces around allowed) as a number, else -1. */
export function readSsn(value: string): number {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= SPACE) start++;
  while (end > start && value.charCodeAt(end - 1) <= SPACE) end--;
  const length = end - start;
  if (length !== 9 && length !== 11) return -1;
  const dashed = length === 11;
  let digits = 0;
  for (let i = start; i < end; i++) {
    const offset = i - start;
    const code = value.charCodeAt(i);
    if (dashed && (offset === 3 || offset === 6)) {
      if (code !== 45) return -1;
      continue;
    }
    if (!isDigit(code)) return -1;
    digits = digits * 10 + (code - ZERO);
  }
  return digits;
}

/** ##### or #####-#### or ######### (Excel drops the dash), spaces around allowed. */
export function isZip(value: string): boolean {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= SPACE) start++;
  while (end > start && value.charCodeAt(end - 1) <= SPACE) end--;
  const length = end - start;
  if (length !== 5 && length !== 9 && length !== 10) return false;
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i);
    if (length === 10 && i - start === 5) {
      if (code !== 45) return false;
    } else if (!isDigit(code)) return false;
  }
  return true;
}

const STATE_BY_SPELLING: ReadonlyMap<string, UsState> = (() => {
  const lookup = new Map<string, UsState>();
  for (const [code, name] of Object.entries(US_STATES) as [UsState, string][]) {
    setSpellings(lookup, code, code);
    setSpellings(lookup, name, code);
  }
  lookup.set("DISTRICT OF COLUMBIA", "DC");
  lookup.set("WASHINGTON DC", "DC");
  lookup.set("WASHINGTON D C", "DC");
  lookup.set("D C", "DC");
  return lookup;
})();

/** The two-letter code of one of the 50 states or DC, by code or name in any case, else null. */
export function readState(value: string): UsState | null {
  return (
    STATE_BY_SPELLING.get(value) ??
    STATE_BY_SPELLING.get(value.toUpperCase()) ??
    STATE_BY_SPELLING.get(normaliseToken(value)) ??
    null
  );
}

/**
 * A money amount: optional "$", thousands commas, at most two decimals; "-12.50" and "(12.50)" read as negative.
 * NaN when it is not money.
 */
export function readMoney(value: string): number {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= SPACE) start++;
  while (end > start && value.charCodeAt(end - 1) <= SPACE) end--;
  let sign = 1;
  if (start < end && value.charCodeAt(start) === 40 && value.charCodeAt(end - 1) === 41) {
    sign = -1;
    start++;
    end--;
  } else if (start < end && value.charCodeAt(start) === 45) {
    sign = -1;
    start++;
  }
  if (start < end && value.charCodeAt(start) === 36) start++;
  let whole = 0;
  let cents = 0;
  let digits = 0;
  let decimals = -1;
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i);
    if (isDigit(code)) {
      digits++;
      if (decimals >= 0) {
        decimals++;
        if (decimals > 2) return Number.NaN;
        cents = cents * 10 + (code - ZERO);
      } else whole = whole * 10 + (code - ZERO);
    } else if (code === 44 && decimals < 0 && digits > 0) {
      // A thousands comma: tolerated wherever it sits, as spreadsheets export it.
    } else if (code === 46 && decimals < 0) {
      decimals = 0;
    } else return Number.NaN;
  }
  if (digits === 0) return Number.NaN;
  const fraction = decimals === 1 ? cents / 10 : decimals === 2 ? cents / 100 : 0;
  return sign * (whole + fraction);
}

/** A plain non-negative number such as hours per week ("40", "37.5"), else NaN. */
export function readNumber(value: string): number {
  const trimmed = value.trim();
  if (trimmed === "") return Number.NaN;
  for (let i = 0; i < trimmed.length; i++) {
    const code = trimmed.charCodeAt(i);
    if (!isDigit(code) && code !== 46) return Number.NaN;
  }
  return Number(trimmed);
}
