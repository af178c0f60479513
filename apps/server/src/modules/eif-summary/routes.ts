/**
 * GET /api/clients/:clientId/eif-summary?tz={timezone}&language={en|es} (onboarding spec §7): the EIF summary as a
 * PDF attachment, every date and time in it written in `tz` (the browser's; default America/New_York). For whoever
 * may read the client's EIF: who first (401/403), then the client (404), then the query (400 for an unknown zone).
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { eifSummaryQuerySchema } from "@onboard/domain/eif-summary/summary-query-schema";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../errors/app-error";
import { attachmentDisposition } from "../../http/content-disposition";
import { authorizeEif } from "../eif/index";
import { buildEifSummaryPdf } from "./build-summary-pdf";

const error = apiErrorBodySchema;

export const eifSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/clients/:clientId/eif-summary",
    {
      schema: {
        tags: ["eif"],
        summary:
          "Download the EIF summary as a PDF (answers, classes, signature, changes since signing); dates and times in tz",
        params: clientIdParamsSchema,
        querystring: eifSummaryQuerySchema,
        response: { 200: z.any().describe("application/pdf"), 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "read");
      const { tz, language } = request.query;
      const summary = await buildEifSummaryPdf(app.db, clientId, tz, { language });
      if (!summary) throw notFound();
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", attachmentDisposition(summary.fileName))
        .header("cache-control", "private, no-store")
        .send(summary.bytes);
    },
  );
};
