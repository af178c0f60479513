/**
 * GET /api/outside-signer/clients/:clientId/eif-summary?tz=&language= (decision 021): the outside signer downloads
 * the EIF summary PDF (the same document as the inside summary, eif-summary/build-summary-pdf.ts), by their token
 * only. The token first (401/403/404), then the query (400 for an unknown zone).
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { eifSummaryQuerySchema } from "@onboard/domain/eif-summary/summary-query-schema";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { OUTSIDE_SIGNER_API_PREFIX } from "@onboard/domain/outside-signer/token-policy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../errors/app-error";
import { attachmentDisposition } from "../../http/content-disposition";
import { buildEifSummaryPdf } from "../eif-summary/index";
import { authenticateOutsideSigner } from "./token-access";

const error = apiErrorBodySchema;

export const outsideSignerSummaryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${OUTSIDE_SIGNER_API_PREFIX}/clients/:clientId/eif-summary`,
    {
      schema: {
        tags: ["outside-signer"],
        summary: "The outside signer downloads the EIF summary PDF; dates and times in tz",
        params: clientIdParamsSchema,
        querystring: eifSummaryQuerySchema,
        response: { 200: z.any(), 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      const signer = await authenticateOutsideSigner(
        request.headers.authorization,
        app.db,
        request.params.clientId,
        new Date(),
      );
      const { tz, language } = request.query;
      const summary = await buildEifSummaryPdf(app.db, signer.clientId, tz, { language });
      if (!summary) throw notFound();
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", attachmentDisposition(summary.fileName))
        .header("cache-control", "private, no-store")
        .send(summary.bytes);
    },
  );
};
