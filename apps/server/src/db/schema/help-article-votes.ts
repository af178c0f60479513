/**
 * The votes readers give the help centre's articles in the support panel (issue 19): one row per change of a reader's
 * vote (a vote, a switch, a vote taken back), so the standing counts are sums and nothing is overwritten.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const helpArticleVotes = pgTable(
  "help_article_votes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: text("article_id").notNull(),
    /** "up", "down", or null when the reader took the vote back. */
    vote: text("vote"),
    /** The vote this one replaces ("up", "down" or null). */
    previous: text("previous"),
    /** The signed-in reader (from the session, never the body); null for an anonymous explorer visitor. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("help_article_votes_article_id_idx").on(t.articleId),
    index("help_article_votes_user_id_idx").on(t.userId),
    check("help_article_votes_vote_check", sql`${t.vote} is null or ${t.vote} in ('up', 'down')`),
    check("help_article_votes_previous_check", sql`${t.previous} is null or ${t.previous} in ('up', 'down')`),
  ],
);
