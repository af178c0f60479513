/** Formats the explorer shows: dates per language, money ($0,0 / $0,0.00) and percents (en-US), per spec §9. */
import type { Language } from "@onboard/domain/common/environments";
import { DEFAULT_TIMEZONE } from "@onboard/domain/common/limits";
import { formatCurrency, formatPercent } from "@onboard/domain/common/number-formats";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/** A calendar day (YYYY-MM-DD), which has no time zone: formatted as that same day everywhere. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** An instant (startsAt), as the carrier's day: the site opens by the carrier's calendar. */
export function formatInstantDay(instant: string, language: Language): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: DEFAULT_TIMEZONE }).format(date);
}

/** Whole dollars as $0,0; amounts with cents as $0,0.00. */
export function formatMoney(value: number): string {
  return formatCurrency(value, { cents: !Number.isInteger(value) });
}

export { formatPercent };
