/** Column helpers shared by every table: audit timestamps, soft delete and optimistic-concurrency version. */
import { integer, timestamp } from "drizzle-orm/pg-core";

/** Every table carries these two (ARCHITECTURE §4). `updated_at` is set by the repositories on write. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Soft-deleted entities keep their row; lists filter on `deleted_at is null`. */
export const softDelete = {
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
};

/** Rows edited concurrently carry a version; writes send If-Match and a stale one gets 412. */
export const versioned = {
  version: integer("version").notNull().default(1),
};

/** A nullable timestamptz column, the shape of every "... at" field in the specs. */
export function timestampTz(name: string) {
  return timestamp(name, { withTimezone: true });
}
