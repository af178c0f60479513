/**
 * Dates and times as the summary writes them, in the reader's IANA time zone: an instant with the zone's short name
 * (e.g. "Nov 25, 2026, 7:30 AM PST"), a calendar day (a YYYY-MM-DD answer, never shifted by a zone), and the day in
 * the zone for the file name.
 */
const LOCALES = { en: "en-US", es: "es-US" } as const;
type Language = keyof typeof LOCALES;

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** e.g. "Nov 25, 2026, 7:30 AM PST" in `timeZone`. */
export function formatInstant(at: Date | string, timeZone: string, language: Language): string {
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
      timeZoneName: "short",
    });
    instantFormats.set(key, format);
  }
  return format.format(typeof at === "string" ? new Date(at) : at);
}

/** A YYYY-MM-DD answer as a day in the language (no zone: it is a calendar day, not an instant). */
export function formatCalendarDay(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", dateStyle: "medium" }).format(day);
}

/** The day `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayInZone(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
