/** MM/DD dates (onboarding spec §5): format, real day on a leap-year basis, required unless prefilled. */
import { z } from "zod";
import { VALIDATION_MESSAGES } from "./messages";

const MMDD_PATTERN = /^(\d{1,2})\/(\d{1,2})$/;
/** Days per month on a leap-year basis, so 02/29 is a valid MM/DD. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export interface MonthDay {
  month: number;
  day: number;
}

/** The month and day of a well-formed MM/DD string (not checked for validity), else null. */
export function parseMmdd(value: string): MonthDay | null {
  const match = MMDD_PATTERN.exec(value.trim());
  return match ? { month: Number(match[1]), day: Number(match[2]) } : null;
}

export function isRealMonthDay({ month, day }: MonthDay): boolean {
  const max = DAYS_IN_MONTH[month - 1];
  return max !== undefined && day >= 1 && day <= max;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * An MM/DD field. Empty (or missing) becomes null; that is an error ("Please provide a response")
 * unless the field is prefilled. A valid value comes out zero-padded: "2/5" -> "02/05".
 */
export function mmddDateSchema(options: { prefilled?: boolean } = {}) {
  return z.union([z.string(), z.null(), z.undefined()]).transform((value, ctx): string | null => {
    const text = value?.trim() ?? "";
    if (text === "") {
      if (!options.prefilled) ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.responseRequired });
      return null;
    }
    const parsed = parseMmdd(text);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.dateFormat });
      return z.NEVER;
    }
    if (!isRealMonthDay(parsed)) {
      ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.dateNotValid });
      return z.NEVER;
    }
    return `${pad(parsed.month)}/${pad(parsed.day)}`;
  });
}
