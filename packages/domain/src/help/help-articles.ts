/**
 * The help centre's articles offered in the support panel (issue 19): which ones each part of the product shows, and
 * the up/down votes a reader gives them. The words of each article are in the web app's `help` locale files, by id.
 */
import { z } from "zod";

/** Where the panel is open: the public benefits explorer, or the onboarding portal (hub, sign-in, internal). */
export type HelpAudience = "explorer" | "onboarding";

export const HELP_ARTICLES = [
  { id: "save-plans", audiences: ["explorer"] },
  { id: "compare-plans", audiences: ["explorer"] },
  { id: "email-my-plan", audiences: ["explorer"] },
  { id: "change-language", audiences: ["explorer", "onboarding"] },
  { id: "complete-eif", audiences: ["onboarding"] },
  { id: "upload-census", audiences: ["onboarding"] },
  { id: "sign-forms", audiences: ["onboarding"] },
] as const satisfies readonly { id: string; audiences: readonly HelpAudience[] }[];

export type HelpArticleId = (typeof HELP_ARTICLES)[number]["id"];
export const HELP_ARTICLE_IDS = HELP_ARTICLES.map((article) => article.id) as [HelpArticleId, ...HelpArticleId[]];

export function isHelpArticleId(value: string): value is HelpArticleId {
  return (HELP_ARTICLE_IDS as readonly string[]).includes(value);
}

/** The articles shown to one audience, in the order above. */
export function helpArticlesFor(audience: HelpAudience): HelpArticleId[] {
  return HELP_ARTICLES.filter((article) => (article.audiences as readonly HelpAudience[]).includes(audience)).map(
    (article) => article.id,
  );
}

export const ARTICLE_VOTES = ["up", "down"] as const;
export type ArticleVote = (typeof ARTICLE_VOTES)[number];

/** The reader's votes as kept in browser storage (ARTICLE_VOTES_KEY): one vote per article. */
export type ArticleVotes = Partial<Record<HelpArticleId, ArticleVote>>;

/** Reads the stored votes, keeping only known articles and votes: anything else in storage is ignored. */
export function parseArticleVotes(raw: string | null): ArticleVotes {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const votes: ArticleVotes = {};
  for (const [id, vote] of Object.entries(value)) {
    if (isHelpArticleId(id) && (ARTICLE_VOTES as readonly unknown[]).includes(vote)) votes[id] = vote as ArticleVote;
  }
  return votes;
}

/** Pressing a vote: the same vote again takes it back (null); the other vote replaces it. */
export function nextArticleVote(current: ArticleVote | undefined, pressed: ArticleVote): ArticleVote | null {
  return current === pressed ? null : pressed;
}

/** POST /api/help-articles/{articleId}/votes: the reader's vote now (null: taken back) and the one it replaces. */
export const articleVoteRequestSchema = z.object({
  vote: z.enum(ARTICLE_VOTES).nullable(),
  previous: z.enum(ARTICLE_VOTES).nullable(),
});
export type ArticleVoteRequest = z.infer<typeof articleVoteRequestSchema>;

export function articleVotePath(articleId: HelpArticleId): string {
  return `/api/help-articles/${encodeURIComponent(articleId)}/votes`;
}

/** GET /api/help-articles/votes (carrier staff): each article's standing votes. */
export const ARTICLE_VOTE_COUNTS_PATH = "/api/help-articles/votes";
export const articleVoteCountsSchema = z.object({
  articles: z.array(
    z.object({ articleId: z.enum(HELP_ARTICLE_IDS), up: z.number().int().min(0), down: z.number().int().min(0) }),
  ),
});
export type ArticleVoteCounts = z.infer<typeof articleVoteCountsSchema>;
