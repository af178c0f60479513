/** Analytics events sent by the browsers (POST /api/analytics/events); staff read counts per page and event. */
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    page: text("page").notNull(),
    properties: jsonb("properties").$type<Record<string, string>>().notNull(),
    /** When the browser recorded the event. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who sent it (from the session, never the body); null for anonymous visitors. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("analytics_events_occurred_at_idx").on(t.occurredAt),
    index("analytics_events_user_id_idx").on(t.userId),
  ],
);
