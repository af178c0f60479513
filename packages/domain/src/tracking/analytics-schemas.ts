/**
 * The analytics API (issue 19): the batch of events a browser sends (POST /api/analytics/events), and the staff
 * summary of counts per page and event (GET /api/analytics/summary). Shared by the server and the web app.
 */
import { z } from "zod";
import { ANALYTICS_BATCH_MAX } from "./analytics-limits";

/** snake_case, starting with a letter: "tracked_link". */
export const ANALYTICS_EVENT_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
export const ANALYTICS_PAGE_MAX = 512;
export const ANALYTICS_PROPERTIES_MAX = 20;
export const ANALYTICS_PROPERTY_KEY_MAX = 64;
export const ANALYTICS_PROPERTY_VALUE_MAX = 191;
/** How old an event may be when it arrives: the sender keeps failed events for the next try. */
export const ANALYTICS_EVENT_MAX_AGE_MS = 7 * 86_400_000;
/** How far ahead of the server's clock a browser's clock may be. */
export const ANALYTICS_EVENT_MAX_SKEW_MS = 86_400_000;
/** The summary's period when the query names none. */
export const ANALYTICS_DEFAULT_PERIOD_DAYS = 30;

export const ANALYTICS_MESSAGES = {
  name: "Event names are lower-case letters, digits and underscores (at most 64), starting with a letter.",
  page: "The page is a path starting with /, without query string or fragment, of at most 512 characters.",
  properties: "At most 20 properties.",
  text: "Property names and values must be valid text.",
  at: "The event time is too far from now.",
  period: "The start of the period must not be after its end.",
} as const;

/** A lone UTF-16 surrogate: not text (Postgres refuses it in JSON), whatever a browser or a script sends. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const propertyText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !LONE_SURROGATE.test(text), ANALYTICS_MESSAGES.text);

export const analyticsEventSchema = z.strictObject({
  name: z.string().regex(ANALYTICS_EVENT_NAME_PATTERN, ANALYTICS_MESSAGES.name),
  page: z
    .string()
    .max(ANALYTICS_PAGE_MAX, ANALYTICS_MESSAGES.page)
    .regex(/^\/[^?#]*$/, ANALYTICS_MESSAGES.page),
  properties: z
    .record(propertyText(ANALYTICS_PROPERTY_KEY_MAX).min(1), propertyText(ANALYTICS_PROPERTY_VALUE_MAX))
    .refine((p) => Object.keys(p).length <= ANALYTICS_PROPERTIES_MAX, ANALYTICS_MESSAGES.properties),
  /** Epoch milliseconds, as Date.now() gives it in the browser. */
  at: z
    .number()
    .int()
    .refine((at) => {
      const now = Date.now();
      return at >= now - ANALYTICS_EVENT_MAX_AGE_MS && at <= now + ANALYTICS_EVENT_MAX_SKEW_MS;
    }, ANALYTICS_MESSAGES.at),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** from and to are calendar days (UTC), both included; without them, the last 30 days up to today. */
export const analyticsSummaryQuerySchema = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ANALYTICS_MESSAGES.period, path: ["from"] });
export type AnalyticsSummaryQuery = z.infer<typeof analyticsSummaryQuerySchema>;

export const analyticsSummaryRowSchema = z.object({
  page: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type AnalyticsSummaryRow = z.infer<typeof analyticsSummaryRowSchema>;

/** The period actually counted, the total, and one row per page and event name, largest count first. */
export const analyticsSummarySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  total: z.number().int(),
  rows: z.array(analyticsSummaryRowSchema),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
