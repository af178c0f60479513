/** POST /api/sentry: the error-report tunnel. Reports are stored, capped at 64 KiB, and rate limited per address. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordErrorReport } from "./record-error-report";

export const ERROR_REPORT_MAX_BYTES = 64 * 1024;

export const errorReportRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, { rateLimitMax }) => {
  // Sentry SDKs post envelopes as text; our own reporter posts JSON. Both are accepted here only.
  app.addContentTypeParser(
    ["application/x-sentry-envelope", "text/plain"],
    { parseAs: "string", bodyLimit: ERROR_REPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    "/api/sentry",
    {
      bodyLimit: ERROR_REPORT_MAX_BYTES,
      config: { rateLimit: { max: rateLimitMax, timeWindow: "1 minute" } },
      schema: {
        tags: ["configuration"],
        summary: "Error-report tunnel for the web app",
        response: { 202: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const id = await recordErrorReport(app.db, {
        body: request.body,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      });
      return reply.status(202).send({ id });
    },
  );
};
