/** Flags date ranges longer than 30 days (onboarding spec §5). */

export const MAX_DATE_RANGE_DAYS = 30;
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const MMDD = /^(\d{1,2})\/(\d{1,2})$/;
/** MM/DD values are placed in a leap year, matching how they are validated. */
const MMDD_REFERENCE_YEAR = 2024;

function dayNumber(year: number, monthIndex: number, day: number): number {
  return Date.UTC(year, monthIndex, day) / MS_PER_DAY;
}

function toDayNumber(value: Date | string, year: number): number | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : dayNumber(value.getFullYear(), value.getMonth(), value.getDate());
  }
  const iso = ISO_DATE.exec(value);
  if (iso) return dayNumber(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const mmdd = MMDD.exec(value.trim());
  if (mmdd) return dayNumber(year, Number(mmdd[1]) - 1, Number(mmdd[2]));
  return null;
}

/** Calendar days from one date to another; an MM/DD "to" before its "from" wraps into the next year. */
export function daysBetween(from: Date | string, to: Date | string): number | null {
  const start = toDayNumber(from, MMDD_REFERENCE_YEAR);
  let end = toDayNumber(to, MMDD_REFERENCE_YEAR);
  if (start === null || end === null) return null;
  if (typeof to === "string" && MMDD.test(to.trim()) && end < start) end = toDayNumber(to, MMDD_REFERENCE_YEAR + 1);
  return end === null ? null : end - start;
}

/** True when the range spans more than 30 days (either direction for full dates); false when unreadable. */
export function dateRangeExceeds30Days(from: Date | string, to: Date | string): boolean {
  const days = daysBetween(from, to);
  return days !== null && Math.abs(days) > MAX_DATE_RANGE_DAYS;
}
