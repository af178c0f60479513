/**
 * A form's expiry as staff set it (issue 15): a calendar day after today and at most 120 days ahead, in the carrier's
 * time zone; the form expires when that day ends there. Answers the instant, or the message of why the day is refused.
 */
import { DEFAULT_TIMEZONE } from "../common/carrier-time-zone";
import { calendarDay } from "../explorer/explorer-page-state";
import { ONBOARDING_FORM_MESSAGES as M } from "./onboarding-form-messages";
import { MAX_EXPIRY_DAYS } from "./onboarding-form-schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone's offset from UTC at `instant`, in milliseconds (e.g. -4 h in New York in summer). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in the zone. */
export function startOfDayIn(day: string, timeZone: string = DEFAULT_TIMEZONE): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  // Around a change of offset the first guess may be an hour off: correct it with the offset at the result.
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone));
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

export type ExpiryResult = { ok: true; expiresAt: Date } | { ok: false; message: string };

export function formExpiry(day: string, now: Date, timeZone: string = DEFAULT_TIMEZONE): ExpiryResult {
  const today = calendarDay(now, timeZone);
  if (day <= today) return { ok: false, message: M.expiryInPast };
  if (day > addDays(today, MAX_EXPIRY_DAYS)) return { ok: false, message: M.expiryTooFar };
  return { ok: true, expiresAt: startOfDayIn(addDays(day, 1), timeZone) };
}

/** The calendar day (in the zone) a form expires at the end of: the day before the instant it expires. */
export function expiryDayOf(expiresAt: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  return calendarDay(new Date(expiresAt.getTime() - 1), timeZone);
}
