/**
 * CSV injection (issue 16 "Bad input"): every census export (corrections file, template, report) passes each cell
 * through neutralizeCell, so a spreadsheet opening it never runs a cell as a formula.
 *
 * The rule (OWASP "CSV Injection"): a cell whose first character is `=`, `+`, `-`, `@`, a tab or a carriage return
 * gets a leading `'`, which spreadsheets read as "text" and do not show.
 *
 * Except plain numbers: "-12.5", "+40" or "-1,200.00" are money and hours in a census; a leading quote would turn
 * them into text and break sums in the person's spreadsheet, and a plain number cannot run anything. So a cell that is
 * a sign followed only by digits, thousands commas and at most one decimal point stays as it is. Anything more
 * ("-2+3", "-1e5", "+A1", "- 5") is neutralised.
 */

const TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);
const SIGNED_PLAIN_NUMBER = /^[+-]\d[\d,]*(\.\d+)?$/;

export const CSV_TEXT_PREFIX = "'";

/** True when a spreadsheet could read the cell as a formula. */
export function isFormulaLike(value: string): boolean {
  return value.length > 0 && TRIGGERS.has(value.charAt(0)) && !SIGNED_PLAIN_NUMBER.test(value);
}

export function neutralizeCell(value: string): string {
  return isFormulaLike(value) ? CSV_TEXT_PREFIX + value : value;
}
