/**
 * Analytics (issue 19): POST /api/analytics/events takes a batch of events from any browser (explorer visitors
 * included) and answers 202; GET /api/analytics/summary gives carrier staff the counts per page and event name.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { ANALYTICS_EVENTS_PATH, ANALYTICS_SUMMARY_PATH } from "@onboard/domain/tracking/analytics-limits";
import {
  analyticsBatchSchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
} from "@onboard/domain/tracking/analytics-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCarrierStaff } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { recordAnalyticsEvents } from "./record-analytics-events";
import { summarizeAnalytics } from "./summarize-analytics";

/** 50 events with 20 long properties each would be larger; real batches are a few kB. */
export const ANALYTICS_BODY_MAX_BYTES = 128 * 1024;
/** Batches per minute and address: a page sends one every 10 s at most, plus a beacon when hidden. */
export const ANALYTICS_RATE_LIMIT_MAX = 30;

const tags = ["analytics"];
const error = apiErrorBodySchema;

export const analyticsRoutes: FastifyPluginAsyncZod<{ rateLimitMax?: number }> = async (app, options) => {
  // navigator.sendBeacon may post its Blob as text/plain; read it as the JSON it is (this plugin's routes only).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: ANALYTICS_BODY_MAX_BYTES }, parseJson);

  app.post(
    ANALYTICS_EVENTS_PATH,
    {
      bodyLimit: ANALYTICS_BODY_MAX_BYTES,
      config: { rateLimit: { max: options.rateLimitMax ?? ANALYTICS_RATE_LIMIT_MAX, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Store a batch of analytics events (anonymous or signed in; no CSRF header: sendBeacon sends none)",
        body: analyticsBatchSchema,
        response: { 202: z.null(), 400: error },
      },
    },
    async (request, reply) => {
      await recordAnalyticsEvents(app.db, request.body, request.user?.id ?? null);
      return reply.status(202).send(null);
    },
  );

  app.get(
    ANALYTICS_SUMMARY_PATH,
    {
      schema: {
        tags,
        summary: "Staff: events counted per page and event name over a period (default: the last 30 days)",
        querystring: analyticsSummaryQuerySchema,
        response: { 200: analyticsSummarySchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => {
      requireCarrierStaff(actorOf(request));
      return summarizeAnalytics(app.db, request.query);
    },
  );
};
