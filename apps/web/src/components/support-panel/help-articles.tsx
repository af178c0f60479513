/**
 * The help centre's articles in the support panel (issue 19), for the part of the product the reader is in. Each
 * article opens in place; "Was this helpful?" takes an up or down vote, kept in browser storage (ARTICLE_VOTES_KEY)
 * and reported to the server. Pressing the same vote again takes it back. Loaded only once the panel opens.
 */
import { Button } from "@mantine/core";
import { ARTICLE_VOTES_KEY } from "@onboard/domain/common/storage-keys";
import {
  type ArticleVote,
  type ArticleVotes,
  articleVotePath,
  type HelpArticleId,
  type HelpAudience,
  helpArticlesFor,
  nextArticleVote,
  parseArticleVotes,
} from "@onboard/domain/help/help-articles";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./support-panel.module.css";

function readVotes(): ArticleVotes {
  try {
    return parseArticleVotes(window.localStorage.getItem(ARTICLE_VOTES_KEY));
  } catch {
    return {};
  }
}

function storeVotes(votes: ArticleVotes): void {
  try {
    window.localStorage.setItem(ARTICLE_VOTES_KEY, JSON.stringify(votes));
  } catch {
    // Storage full or disabled: the vote still counts for this visit and is reported.
  }
}

function reportVote(articleId: HelpArticleId, vote: ArticleVote | null, previous: ArticleVote | null): void {
  // A vote that does not reach the server is not worth an error in the reader's way: it stays in their browser.
  // The API client is loaded on the first vote: the public explorer's pages load it only when they need it.
  import("../../lib/api-client")
    .then(({ apiClient }) => apiClient.post(articleVotePath(articleId), { vote, previous }, { redirectOnError: false }))
    .catch(() => undefined);
}

export function HelpArticles({ audience }: { audience: HelpAudience }) {
  const { t } = useTranslation("help");
  const titleId = useId();
  const [votes, setVotes] = useState(readVotes);
  const [thanked, setThanked] = useState<HelpArticleId | null>(null);

  const vote = (articleId: HelpArticleId, pressed: ArticleVote) => {
    const current = votes[articleId];
    const next = nextArticleVote(current, pressed);
    const updated: ArticleVotes = { ...votes };
    if (next) updated[articleId] = next;
    else delete updated[articleId];
    setVotes(updated);
    storeVotes(updated);
    setThanked(next ? articleId : null);
    reportVote(articleId, next, current ?? null);
  };

  return (
    <section aria-labelledby={titleId} className={classes.articles}>
      <h3 id={titleId} className={classes.articlesTitle}>
        {t("title")}
      </h3>
      {helpArticlesFor(audience).map((articleId) => (
        <details key={articleId} className={classes.article}>
          <summary>{t(`articles.${articleId}.title`)}</summary>
          <p>{t(`articles.${articleId}.body`)}</p>
          <fieldset className={classes.vote}>
            <legend>{t("helpful")}</legend>
            {(["up", "down"] as const).map((choice) => (
              <Button
                key={choice}
                size="compact-sm"
                variant={votes[articleId] === choice ? "filled" : "default"}
                aria-pressed={votes[articleId] === choice}
                onClick={() => vote(articleId, choice)}
              >
                {t(choice === "up" ? "yes" : "no")}
              </Button>
            ))}
          </fieldset>
          <p role="status" aria-live="polite">
            {thanked === articleId ? t("thanks") : ""}
          </p>
        </details>
      ))}
    </section>
  );
}
