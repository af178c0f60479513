/** Dates relative to the seed's `today`, computed on the UTC calendar so every machine seeds the same rows. */
const DAY_MS = 86_400_000;

/** `today` moved by `days`, as an ISO date (YYYY-MM-DD). */
export function isoDay(today: Date, days: number): string {
  return new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A timestamp `days` away from `today`, at a fixed UTC hour and minute. */
export function at(today: Date, days: number, hour = 14, minute = 0): Date {
  const day = new Date(today.getTime() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute));
}

/** The first day of the month that follows `today + days` (policies take effect on the 1st). */
export function firstOfMonthAfter(today: Date, days: number): string {
  const day = new Date(today.getTime() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

export function yearOf(today: Date, offsetYears = 0): number {
  return today.getUTCFullYear() + offsetYears;
}

/** An ISO date moved by `days`. */
export function shiftIsoDay(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
