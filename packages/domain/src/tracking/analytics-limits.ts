/**
 * Where and how browsers send analytics events (issue 19). Zod-free on purpose: the web sender imports these into
 * the public explorer's first-load JavaScript, whose budget is tight. The batch schema is in analytics-schemas.ts.
 */

/**
 * POST target of the sender. CSRF-exempt (apps/server/src/app.ts): navigator.sendBeacon cannot send the CSRF
 * header, and the call only appends counted events.
 */
export const ANALYTICS_EVENTS_PATH = "/api/analytics/events";
export const ANALYTICS_SUMMARY_PATH = "/api/analytics/summary";

/** At most this many events per batch. */
export const ANALYTICS_BATCH_MAX = 50;
