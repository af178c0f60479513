/**
 * Renewal: next plan year's site made from the current one (issue 7 "Renew"). The spec has a renew screen but no
 * call; POST .../explorer-pages/{id}/renew creates the copy and answers what changed, which the screen shows.
 *
 * What changes: every date moves one year later (29 February becomes 28 February); each four-digit year in the plan
 * year goes up by one ("2025" -> "2026", "2025-2026" -> "2026-2027"), and so does the plan year in the site name
 * when the name contains it; the copy starts as a demo (not live, not in maintenance); the vanity slug stays with the
 * current, published site (slugs are unique; staff move it when the new site goes live); plans marked "new" are no
 * longer new. Everything else is copied: plans in order, benefit-type metadata, policies, branding, video, owner,
 * and the association, so the plan summary documents carry over. The current site then points to the copy
 * (newExplorerPageId), which hides its demo toggles.
 */

export const RENEWAL_CHANGE_FIELDS = [
  "name",
  "planYear",
  "startsAt",
  "expiresAt",
  "openEnrollmentStart",
  "openEnrollmentEnd",
  "isLive",
  "maintenanceMode",
  "vanitySlug",
  "isNew",
] as const;
export type RenewalChangeField = (typeof RENEWAL_CHANGE_FIELDS)[number];

/** One changed value, as text for display; `isNew` counts the plans that were marked new. */
export interface RenewalChange {
  field: RenewalChangeField;
  from: string | null;
  to: string | null;
}

/** The fields renewal looks at; dates are YYYY-MM-DD or ISO date-times. */
export interface RenewableSite {
  name: string;
  planYear: string | null;
  startsAt: string;
  expiresAt: string | null;
  openEnrollmentStart: string;
  openEnrollmentEnd: string;
  isLive: boolean;
  maintenanceMode: boolean;
  vanitySlug: string | null;
  benefits: readonly { isNew: boolean }[];
}

export type RenewedFields = Omit<RenewableSite, "benefits">;

/** The same day one year later, keeping the time part of a date-time; 29 February becomes 28 February. */
export function addOneYear(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(value);
  if (!match) return value;
  const [, year, month, day, rest] = match;
  const nextDay = month === "02" && day === "29" ? "28" : day;
  return `${String(Number(year) + 1).padStart(4, "0")}-${month}-${nextDay}${rest}`;
}

/** Each four-digit year one higher: "2025-2026" -> "2026-2027". */
export function nextPlanYear(planYear: string): string {
  return planYear.replace(/\d{4}/g, (year) => String(Number(year) + 1));
}

/** The renewed values of the fields renewal changes, and the list of changes to show. */
export function renewExplorerSite(site: RenewableSite): { fields: RenewedFields; changes: RenewalChange[] } {
  const planYear = site.planYear === null ? null : nextPlanYear(site.planYear);
  const name =
    site.planYear && planYear && site.name.includes(site.planYear)
      ? site.name.replaceAll(site.planYear, planYear)
      : site.name;
  const fields: RenewedFields = {
    name,
    planYear,
    startsAt: addOneYear(site.startsAt),
    expiresAt: site.expiresAt === null ? null : addOneYear(site.expiresAt),
    openEnrollmentStart: addOneYear(site.openEnrollmentStart),
    openEnrollmentEnd: addOneYear(site.openEnrollmentEnd),
    isLive: false,
    maintenanceMode: false,
    vanitySlug: null,
  };
  const changes: RenewalChange[] = [];
  const text = (value: string | boolean | null) => (value === null ? null : String(value));
  for (const field of RENEWAL_CHANGE_FIELDS) {
    if (field === "isNew") continue;
    const from = text(site[field]);
    const to = text(fields[field]);
    if (from !== to) changes.push({ field, from, to });
  }
  const newPlans = site.benefits.filter((plan) => plan.isNew).length;
  if (newPlans > 0) changes.push({ field: "isNew", from: String(newPlans), to: "0" });
  return { fields, changes };
}
