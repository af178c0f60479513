/** Dates as the client pages show them, in the page's language. */
import type { Language } from "@onboard/domain/common/environments";

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}
