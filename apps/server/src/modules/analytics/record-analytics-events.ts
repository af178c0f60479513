/** Stores a batch of analytics events, with the signed-in sender's id (from the session, never from the body). */
import type { AnalyticsBatch } from "@onboard/domain/tracking/analytics-schemas";
import type { Database } from "../../db/client";
import { analyticsEvents } from "../../db/schema/index";

export async function recordAnalyticsEvents(db: Database, batch: AnalyticsBatch, userId: string | null): Promise<void> {
  await db.insert(analyticsEvents).values(
    batch.events.map((event) => ({
      name: event.name,
      page: event.page,
      properties: event.properties,
      occurredAt: new Date(event.at),
      userId,
    })),
  );
}
