/**
 * The socket.io Postgres adapter's table (plugins/realtime.ts): an event too large for NOTIFY (over 8000 bytes) or
 * carrying binary data is stored here and only its id is notified. The adapter owns the rows: it writes them with
 * raw SQL and deletes those older than its cleanup interval (30 s), so the table keeps the adapter's own shape
 * (its README's DDL), without `updated_at`.
 */
import { bigserial, customType, pgTable, timestamp } from "drizzle-orm/pg-core";

/** The event, msgpack-encoded by the adapter. */
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const socketIoAttachments = pgTable("socket_io_attachments", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  payload: bytea("payload"),
});
