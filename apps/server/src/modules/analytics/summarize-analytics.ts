/** GET /api/analytics/summary: events counted per page and event name over a period, largest count first. */
import { resolveAnalyticsPeriod } from "@onboard/domain/tracking/analytics-period";
import type { AnalyticsSummary, AnalyticsSummaryQuery } from "@onboard/domain/tracking/analytics-schemas";
import { and, count, desc, gte, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { analyticsEvents } from "../../db/schema/index";

export async function summarizeAnalytics(
  db: Database,
  query: AnalyticsSummaryQuery,
  now: Date = new Date(),
): Promise<AnalyticsSummary> {
  const period = resolveAnalyticsPeriod(query, now);
  const e = analyticsEvents;
  const rows = await db
    .select({ page: e.page, name: e.name, count: count() })
    .from(e)
    .where(and(gte(e.occurredAt, period.start), lt(e.occurredAt, period.end)))
    .groupBy(e.page, e.name)
    .orderBy(desc(count()), e.page, e.name);
  return {
    from: period.from,
    to: period.to,
    total: rows.reduce((sum, row) => sum + row.count, 0),
    rows,
  };
}
