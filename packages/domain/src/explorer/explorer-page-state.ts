/** The public state of an explorer site and its enrollment window (benefits-explorer spec §4), as pure functions of "now". */
import { DEFAULT_TIMEZONE } from "../common/carrier-time-zone";

export const EXPLORER_PAGE_STATES = ["live", "demo", "maintenance", "notStarted", "expired"] as const;
export type ExplorerPageState = (typeof EXPLORER_PAGE_STATES)[number];

export interface ExplorerPageStateInput {
  maintenanceMode: boolean;
  isLive: boolean;
  startsAt: Date;
  expiresAt: Date | null;
}

/**
 * Maintenance wins over everything (staff switch it on to take a site down); then a site that has not started,
 * then one that has expired (expiresAt is exclusive); otherwise it is live or a demo.
 */
export function explorerPageState(page: ExplorerPageStateInput, now: Date): ExplorerPageState {
  if (page.maintenanceMode) return "maintenance";
  if (now.getTime() < page.startsAt.getTime()) return "notStarted";
  if (page.expiresAt && now.getTime() >= page.expiresAt.getTime()) return "expired";
  return page.isLive ? "live" : "demo";
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(now: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Open enrollment runs from its first to its last day inclusive; the days are the carrier's (America/New_York),
 * since the window is entered as plain dates without a time zone.
 */
export function isOpenEnrollmentActive(
  window: { openEnrollmentStart: string; openEnrollmentEnd: string },
  now: Date,
  timeZone: string = DEFAULT_TIMEZONE,
): boolean {
  const today = calendarDay(now, timeZone);
  return window.openEnrollmentStart <= today && today <= window.openEnrollmentEnd;
}

/** The personal-plan link is hidden once the site has expired (spec §2). */
export function isPersonalPlanLinkShown(state: ExplorerPageState): boolean {
  return state !== "expired";
}
