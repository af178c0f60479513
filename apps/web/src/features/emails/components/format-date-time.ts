/** Dates and times on the e-mail pages, in the page's language. */
import type { Language } from "@onboard/domain/common/environments";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
