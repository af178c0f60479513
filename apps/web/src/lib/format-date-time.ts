/**
 * The one place the web app formats dates and times (Intl.DateTimeFormat), in the locale the caller passes: a page's
 * language ("en", "es") or its US locale (localeOf: "en-US", "es-US"). Instants show in the reader's time zone unless
 * a timeZone is given; calendar days (YYYY-MM-DD) have no time zone and show as that same day everywhere.
 */
import type { Language } from "@onboard/domain/common/environments";

/** An instant: an ISO string, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

/** "numeric" is 1/2/2026, "medium" Jan 2, 2026, "long" January 2, 2026 (en-US). */
export type DateStyle = "numeric" | "medium" | "long";

export interface FormatOptions {
  style?: DateStyle;
  timeZone?: string;
}

const US_LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/** The US locale of a page language, as the explorer, e-mail and client pages format dates. */
export function localeOf(language: Language): string {
  return US_LOCALES[language];
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formats.set(key, cached);
  }
  return cached;
}

/** An invalid value is shown as it is rather than failing the page. */
function formatValid(formatter: Intl.DateTimeFormat, value: Instant): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatter.format(date);
}

function dateOptions(style: DateStyle): Intl.DateTimeFormatOptions {
  return style === "numeric" ? { year: "numeric", month: "numeric", day: "numeric" } : { dateStyle: style };
}

/** The day of an instant, e.g. "Jan 2, 2026". */
export function formatDate(value: Instant, locale: string, { style = "medium", timeZone }: FormatOptions = {}): string {
  return formatValid(format(locale, { ...dateOptions(style), ...(timeZone && { timeZone }) }), value);
}

/** An instant's day and time, e.g. "Jan 2, 2026, 3:04 PM" (medium) or "January 2, 2026 at 3:04 PM" (long). */
export function formatDateTime(
  value: Instant,
  locale: string,
  { style = "medium", timeZone }: { style?: "medium" | "long"; timeZone?: string } = {},
): string {
  return formatValid(format(locale, { dateStyle: style, timeStyle: "short", ...(timeZone && { timeZone }) }), value);
}

/** An instant's time of day, e.g. "3:04 PM". */
export function formatTime(value: Instant, locale: string): string {
  return formatValid(format(locale, { hour: "numeric", minute: "2-digit" }), value);
}

/** A calendar day (YYYY-MM-DD, or the day part of a longer string) as that day; the value itself when it is none. */
export function formatDay(day: string, locale: string, style: DateStyle = "medium"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatDate(date, locale, { style, timeZone: "UTC" });
}

/** The browser's IANA time zone; undefined when the browser names none. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
