/** GET /api/explorer-pages/:id : the public explorer page (no session; also served on the explorer host). */
import {
  explorerPageParamsSchema,
  explorerPageQuerySchema,
  explorerPageResponseSchema,
} from "@onboard/domain/explorer/explorer-page-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getExplorerPage } from "./get-explorer-page";
import { conditionalGet } from "./http-cache";

export const explorerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/explorer-pages/:id",
    {
      schema: {
        tags: ["explorer"],
        summary: "The public explorer page by id or vanity slug, with its plans grouped by benefit type",
        params: explorerPageParamsSchema,
        querystring: explorerPageQuerySchema,
        response: { 200: explorerPageResponseSchema },
      },
      onSend: conditionalGet,
    },
    async (request) =>
      getExplorerPage(app.db, {
        idOrSlug: request.params.id,
        demoEnrollmentStatus: request.query.demoEnrollmentStatus,
        now: new Date(),
      }),
  );
};
