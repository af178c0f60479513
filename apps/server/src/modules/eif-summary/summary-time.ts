/** The day an instant falls on in the reader's time zone, for the summary's file name. */

/** The day `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayInZone(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
