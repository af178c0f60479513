/**
 * GET /api/clients/{clientId}/eif-summary?tz={timezone}&language={en|es} (onboarding spec §7): the time zone the
 * summary's dates and times are written in (the browser's, default America/New_York), and the language of its labels
 * (ours; default English). An unknown zone is refused with a sentence that names it.
 */
import { z } from "zod";
import { DEFAULT_TIMEZONE } from "../common/carrier-time-zone";

/** The summary's zone when the caller names none: the carrier's. */
export const DEFAULT_SUMMARY_TIME_ZONE = DEFAULT_TIMEZONE;
export const SUMMARY_LANGUAGES = ["en", "es"] as const;
export type SummaryLanguage = (typeof SUMMARY_LANGUAGES)[number];

export const unknownTimeZoneMessage = (zone: string) =>
  `"${zone.slice(0, 64)}" is not a time zone. Use an IANA time zone such as America/New_York.`;

/** Whether the runtime knows `zone` as an IANA time zone (or UTC). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .check((ctx) => {
    if (ctx.value !== "" && !isTimeZone(ctx.value))
      ctx.issues.push({ code: "custom", message: unknownTimeZoneMessage(ctx.value), input: ctx.value });
  });

export const eifSummaryQuerySchema = z.object({
  tz: timeZoneSchema.optional().transform((zone) => zone || DEFAULT_SUMMARY_TIME_ZONE),
  language: z.enum(SUMMARY_LANGUAGES, { error: "Use en or es" }).optional().default("en"),
});
export type EifSummaryQuery = z.output<typeof eifSummaryQuerySchema>;
