/** Formats the forms' instants in the page's language (lib/format-date-time.ts); null shows as a dash. */
import { useCallback } from "react";
import { formatDate, formatDateTime, localeOf } from "../../../../lib/format-date-time";
import { useLanguage } from "../../../../lib/use-language";

export function useFormatInstant() {
  const locale = localeOf(useLanguage());
  return useCallback(
    (iso: string | null, withTime = false) =>
      iso ? (withTime ? formatDateTime(iso, locale) : formatDate(iso, locale)) : "—",
    [locale],
  );
}
