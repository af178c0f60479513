/** Browser error reports received through the tunnel (POST /api/sentry); the route caps the payload size. */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const errorReports = pgTable(
  "error_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    environment: text("environment"),
    release: text("release"),
    message: text("message"),
    payload: text("payload").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("error_reports_received_at_idx").on(t.receivedAt)],
);
