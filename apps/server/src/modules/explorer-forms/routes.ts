/**
 * The public explorer's form calls (no session; also served on the explorer host): the captcha challenge, e-mail my
 * plan and the lead. Each form has its own per-address rate limit; the CSRF header is required as on every mutation.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  CAPTCHA_CHALLENGE_PATH,
  captchaChallengeSchema,
  emailPlanResponseSchema,
  LEAD_PATH,
  leadRequestSchema,
  leadResponseSchema,
} from "@onboard/domain/explorer/explorer-form-api";
import { explorerPageParamsSchema } from "@onboard/domain/explorer/explorer-page-schemas";
import { emailPlanRequestSchema } from "@onboard/domain/explorer/lead-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emailPlan } from "./email-plan";
import { explorerLinks } from "./explorer-links";
import { sendLead } from "./send-lead";

const tags = ["explorer"];
const error = apiErrorBodySchema;

export const explorerFormRoutes: FastifyPluginAsyncZod<{
  publicOrigin: string;
  explorerOrigin: string | null;
  leadsEmail: string;
  formRateLimitMax: number;
}> = async (app, options) => {
  const links = explorerLinks(options);
  const formRateLimit = { rateLimit: { max: options.formRateLimitMax, timeWindow: "1 minute" } };

  app.get(
    CAPTCHA_CHALLENGE_PATH,
    {
      schema: {
        tags,
        summary: "A fresh ALTCHA challenge (10 minutes, usable once) for the explorer's e-mail form",
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return app.captcha.createChallenge();
    },
  );

  app.post(
    "/api/explorer-pages/:id/email-plan",
    {
      config: formRateLimit,
      schema: {
        tags,
        summary: "E-mail the selected plans of the page to an employee, in their language (captcha required)",
        params: explorerPageParamsSchema,
        body: emailPlanRequestSchema,
        response: { 202: emailPlanResponseSchema, 400: error, 404: error, 429: error },
      },
    },
    async (request, reply) => {
      const result = await emailPlan(
        { db: app.db, mailer: app.mailer, captcha: app.captcha, links },
        { idOrSlug: request.params.id, form: request.body, ip: request.ip, now: new Date() },
      );
      return reply.code(202).header("cache-control", "no-store").send(result);
    },
  );

  app.post(
    LEAD_PATH,
    {
      config: formRateLimit,
      schema: {
        tags,
        summary: "Leave an employer's or broker's details for the carrier's team (once per e-mail per 24 hours)",
        body: leadRequestSchema,
        response: { 201: leadResponseSchema, 400: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const result = await sendLead(
        { db: app.db, mailer: app.mailer, links, leadsEmail: options.leadsEmail },
        { lead: request.body, ip: request.ip, now: new Date() },
      );
      return reply.code(201).header("cache-control", "no-store").send(result);
    },
  );
};
