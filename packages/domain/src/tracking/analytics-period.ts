/** The summary's period (issue 19): the days asked for, or the last 30 days up to today (UTC). */
import { ANALYTICS_DEFAULT_PERIOD_DAYS, type AnalyticsSummaryQuery } from "./analytics-schemas";

const MS_PER_DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface AnalyticsPeriod {
  /** First and last day counted, both included. */
  from: string;
  to: string;
  /** Instants to query: start of `from`, start of the day after `to` (excluded). */
  start: Date;
  end: Date;
}

export function resolveAnalyticsPeriod(query: AnalyticsSummaryQuery, now: Date = new Date()): AnalyticsPeriod {
  const to = query.to ?? isoDay(now.getTime());
  const from = query.from ?? isoDay(Date.parse(to) - (ANALYTICS_DEFAULT_PERIOD_DAYS - 1) * MS_PER_DAY);
  return { from, to, start: new Date(Date.parse(from)), end: new Date(Date.parse(to) + MS_PER_DAY) };
}
