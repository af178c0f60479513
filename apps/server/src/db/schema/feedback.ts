/** Feedback a client hub user leaves on the hub home (onboarding spec §2 "home: task overview plus feedback"). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps } from "./columns";
import { users } from "./users";

export const clientFeedback = pgTable(
  "client_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** 1 (poor) to 5 (excellent). */
    rating: integer("rating").notNull(),
    comment: text("comment"),
    ...timestamps,
  },
  (t) => [
    index("client_feedback_client_id_created_at_idx").on(t.clientId, t.createdAt),
    index("client_feedback_user_id_idx").on(t.userId),
    check("client_feedback_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);
