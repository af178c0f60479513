/**
 * An exceljs cell value as the text a CSV of the same sheet would hold, so the row rules and the date-format guesser
 * see one kind of input: numbers without exponent or float noise (50000, an SSN 123456789), dates as YYYY-MM-DD,
 * rich text joined, a formula's result, TRUE/FALSE, and "" for an empty cell. A whole number shown through a format
 * of zeros and dashes (Excel's Zip Code "00000", Zip+4 "00000-0000", SSN "000-00-0000") is written as shown: the
 * person sees 02134, not 2134.
 */

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** exceljs builds a date cell's Date in UTC from the serial. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/** As Excel shows a General number: 15 significant digits, never an exponent. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return "";
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value);
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  if (!/e/i.test(text)) return text;
  if (Number.isInteger(rounded)) return BigInt(rounded).toString();
  return rounded.toFixed(20).replace(/\.?0+$/, "");
}

/** A whole number laid into a format of zeros and dashes; null when the format is another kind. */
function zeroPadded(value: number, format: string): string | null {
  const pattern = format.replace(/[\\"]/g, "");
  if (!/^0[0-]*$/.test(pattern) || !Number.isInteger(value) || value < 0) return null;
  const slots = pattern.replace(/-/g, "").length;
  const digits = String(value);
  if (digits.length > slots) return null;
  let next = 0;
  const padded = digits.padStart(slots, "0");
  return pattern.replace(/0/g, () => padded[next++] as string);
}

export function cellText(value: unknown, numberFormat?: string): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") {
    return (numberFormat ? zeroPadded(value, numberFormat) : null) ?? numberText(value);
  }
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return dateText(value);
  if (typeof value === "object") {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) {
      return cell.richText.map((run) => (typeof run?.text === "string" ? (run.text as string) : "")).join("");
    }
    if ("formula" in cell || "sharedFormula" in cell || "result" in cell) return cellText(cell.result);
    if ("text" in cell) return cellText(cell.text);
    if ("error" in cell) return String(cell.error);
  }
  return "";
}
