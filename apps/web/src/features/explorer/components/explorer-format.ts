/** Formats the explorer shows: the carrier's day of an instant, money ($0,0 / $0,0.00) and percents (en-US), per spec §9. */

import { DEFAULT_TIMEZONE } from "@onboard/domain/common/carrier-time-zone";
import type { Language } from "@onboard/domain/common/environments";
import { formatCurrency, formatPercent } from "@onboard/domain/common/number-formats";
import { formatDate, localeOf } from "../../../lib/format-date-time";

/** An instant (startsAt), as the carrier's day: the site opens by the carrier's calendar. */
export function formatCarrierDay(instant: string, language: Language): string {
  return formatDate(instant, localeOf(language), { style: "long", timeZone: DEFAULT_TIMEZONE });
}

/** Whole dollars as $0,0; amounts with cents as $0,0.00. */
export function formatMoney(value: number): string {
  return formatCurrency(value, { cents: !Number.isInteger(value) });
}

export { formatPercent };
