/** Dates and times in e-mails: US English or US Spanish, in UTC (the reader's zone is unknown), labelled as such. */
import type { Language } from "@onboard/domain/common/environments";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

export function formatDateTime(date: Date, language: Language): string {
  const formatted = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
  return `${formatted} (UTC)`;
}

/** A calendar date (YYYY-MM-DD, as Postgres `date` columns come) as a long date, without a time or zone. */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
