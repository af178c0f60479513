/**
 * Times and days as the rendered form writes them: an instant to the second in the reader's IANA time zone with the
 * zone's short name (e.g. "Nov 25, 2026, 7:30:05 AM EST"), and a date field's calendar day, never shifted by a zone.
 * Intl's narrow and non-breaking spaces become plain spaces: the built-in PDF fonts do not have them.
 */
import type { Language } from "@onboard/domain/common/environments";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");
const instantFormats = new Map<string, Intl.DateTimeFormat>();

export function formatInstant(at: Date, timeZone: string, language: Language): string {
  const key = `${language}|${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "short",
    });
    instantFormats.set(key, format);
  }
  return plainSpaces(format.format(at));
}

/** A YYYY-MM-DD value as a day in the language, e.g. "Jan 1, 2027"; anything else as it is. */
export function formatCalendarDay(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return plainSpaces(new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", dateStyle: "medium" }).format(day));
}
