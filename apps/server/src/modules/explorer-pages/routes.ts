/**
 * GET /api/explorer-pages/:id : the public explorer page (no session; also served on the explorer host), and
 * GET /api/explorer-pages/:id/documents/:documentId : the files that page links to (plan summaries, logo, videos;
 * which file, kept as long as the page's answer), and the staff previews of any page (preview-routes.ts).
 */
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  explorerDocumentParamsSchema,
  explorerPageParamsSchema,
  explorerPageQuerySchema,
  explorerPageResponseSchema,
} from "@onboard/domain/explorer/explorer-page-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { downloadPageDocument } from "./download-page-document";
import { loadPageAnswer } from "./load-page-answer";
import type { PageAnswerCache } from "./page-answer-cache";
import { PageDocumentCache, pageDocumentKey } from "./page-document-cache";
import { explorerPreviewRoutes } from "./preview-routes";
import { sendPageAnswer } from "./send-page-answer.http";
import { sendPublicFile } from "./send-public-file.http";

declare module "fastify" {
  interface FastifyInstance {
    /** The page API's answer cache; explorer administration drops a page from it when the page changes. */
    explorerPageCache: PageAnswerCache;
  }
}

export const explorerPageRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; pageCache: PageAnswerCache }> = async (
  app,
  { storage, pageCache: cache },
) => {
  const documentCache = new PageDocumentCache(cache.ttlMs);
  cache.onInvalidate((pageId) => documentCache.invalidatePage(pageId));

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
    },
    async (request, reply) => {
      const answer = await loadPageAnswer(app.db, cache, {
        idOrSlug: request.params.id,
        demoEnrollmentStatus: request.query.demoEnrollmentStatus,
        now: new Date(),
      });
      return sendPageAnswer(request, reply, answer);
    },
  );

  // HEAD is declared, not left to Fastify's generated route, which would read the whole stream to discard it.
  app.route({
    method: ["GET", "HEAD"],
    url: "/api/explorer-pages/:id/documents/:documentId",
    schema: {
      tags: ["explorer"],
      summary: `A document the public page links to, shown inline with its content type, streamed with byte ranges (else 404 "${DOCUMENT_MESSAGES.documentNotFound}")`,
      params: explorerDocumentParamsSchema,
      response: { 400: apiErrorBodySchema, 404: apiErrorBodySchema },
    },
    handler: async (request, reply) => {
      const { id: idOrSlug, documentId } = request.params;
      const now = new Date();
      const file = await documentCache.load(pageDocumentKey(idOrSlug, documentId), now.getTime(), () =>
        downloadPageDocument({ db: app.db }, { idOrSlug, documentId, now }),
      );
      return sendPublicFile(request, reply, storage, file);
    },
  });

  await app.register(explorerPreviewRoutes, { storage });
};
