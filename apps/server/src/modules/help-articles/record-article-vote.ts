/** A reader's vote on a help-centre article (or the vote taken back), recorded as one change. */
import type { ArticleVoteRequest, HelpArticleId } from "@onboard/domain/help/help-articles";
import type { Database } from "../../db/client";
import { helpArticleVotes } from "../../db/schema/help-article-votes";

export async function recordArticleVote(
  db: Database,
  input: { articleId: HelpArticleId; vote: ArticleVoteRequest; userId: string | null },
): Promise<void> {
  await db.insert(helpArticleVotes).values({
    articleId: input.articleId,
    vote: input.vote.vote,
    previous: input.vote.previous,
    userId: input.userId,
  });
}
