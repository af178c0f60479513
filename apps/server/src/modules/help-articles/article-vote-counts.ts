/**
 * Each article's standing votes: every vote given, less every vote replaced or taken back (a reader who switched from
 * down to up counts once, as up). Articles nobody voted on count 0 and 0.
 */
import { type ArticleVoteCounts, HELP_ARTICLE_IDS } from "@onboard/domain/help/help-articles";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { helpArticleVotes } from "../../db/schema/help-article-votes";

export async function articleVoteCounts(db: Database): Promise<ArticleVoteCounts> {
  const t = helpArticleVotes;
  const rows = await db
    .select({
      articleId: t.articleId,
      up: sql<number>`(count(*) filter (where ${t.vote} = 'up') - count(*) filter (where ${t.previous} = 'up'))::int`,
      down: sql<number>`(count(*) filter (where ${t.vote} = 'down') - count(*) filter (where ${t.previous} = 'down'))::int`,
    })
    .from(t)
    .groupBy(t.articleId);
  const byId = new Map(rows.map((row) => [row.articleId, row]));
  return {
    articles: HELP_ARTICLE_IDS.map((articleId) => ({
      articleId,
      // A forged "previous" could take a count below zero: it is never shown so.
      up: Math.max(0, byId.get(articleId)?.up ?? 0),
      down: Math.max(0, byId.get(articleId)?.down ?? 0),
    })),
  };
}
