/**
 * The help centre's article votes (issue 19): POST /api/help-articles/{articleId}/votes from any reader of the support
 * panel (explorer visitors included; the CSRF header as on every mutation; rate limited per address), and
 * GET /api/help-articles/votes with each article's standing votes, for carrier staff.
 */

import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  ARTICLE_VOTE_COUNTS_PATH,
  articleVoteCountsSchema,
  articleVoteRequestSchema,
  isHelpArticleId,
} from "@onboard/domain/help/help-articles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCarrierStaff } from "../../core/authorize";
import { AppError } from "../../errors/app-error";
import { articleVoteCounts } from "./article-vote-counts";
import { recordArticleVote } from "./record-article-vote";

/** Votes per minute and address: a reader votes on a few articles; more is a script. */
export const ARTICLE_VOTE_RATE_LIMIT_MAX = 30;

const tags = ["help"];
const error = apiErrorBodySchema;

export const helpArticleRoutes: FastifyPluginAsyncZod<{ rateLimitMax?: number }> = async (app, options) => {
  app.post(
    "/api/help-articles/:articleId/votes",
    {
      config: { rateLimit: { max: options.rateLimitMax ?? ARTICLE_VOTE_RATE_LIMIT_MAX, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Record a reader's vote on a help-centre article (null: the vote taken back)",
        params: z.object({ articleId: z.string().max(100) }),
        body: articleVoteRequestSchema,
        response: { 202: z.null(), 400: error, 404: error, 429: error },
      },
    },
    async (request, reply) => {
      const { articleId } = request.params;
      if (!isHelpArticleId(articleId)) throw new AppError("NOT_FOUND", 404, ERROR_MESSAGES.notFound);
      await recordArticleVote(app.db, { articleId, vote: request.body, userId: request.user?.id ?? null });
      return reply.status(202).header("cache-control", "no-store").send(null);
    },
  );

  app.get(
    ARTICLE_VOTE_COUNTS_PATH,
    {
      schema: {
        tags,
        summary: "Staff: each help-centre article's standing up and down votes",
        response: { 200: articleVoteCountsSchema, 401: error, 403: error },
      },
    },
    async (request) => {
      requireCarrierStaff(request);
      return articleVoteCounts(app.db);
    },
  );
};
