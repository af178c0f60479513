/**
 * Times and days as the product's PDFs write them (the EIF summary, the e-signed forms), in the reader's IANA time
 * zone: an instant with the zone's short name (e.g. "Nov 25, 2026, 7:30 AM PST", to the second where a signature's
 * time is shown), and a YYYY-MM-DD calendar day, never shifted by a zone. Intl's narrow and non-breaking spaces
 * become plain spaces, which every PDF font has.
 */
import type { Language } from "./environments";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");
const instantFormats = new Map<string, Intl.DateTimeFormat>();

export function formatInstant(
  at: Date | string,
  timeZone: string,
  language: Language,
  options: { seconds?: boolean } = {},
): string {
  const key = `${language}|${timeZone}|${options.seconds === true}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      ...(options.seconds ? { second: "2-digit" } : {}),
      timeZoneName: "short",
    });
    instantFormats.set(key, format);
  }
  return plainSpaces(format.format(typeof at === "string" ? new Date(at) : at));
}

/** A YYYY-MM-DD value as a day in the language, e.g. "Jan 1, 2027"; anything else as it is. */
export function formatCalendarDay(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return plainSpaces(new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", dateStyle: "medium" }).format(day));
}
