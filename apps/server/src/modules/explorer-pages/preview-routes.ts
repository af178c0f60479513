/**
 * Staff previews (benefits-explorer spec §2 "Internal previews"), on the main host only:
 * GET /api/clients/:clientId/explorer-pages/:explorerPageId/preview : the page in the public shape, any state;
 * GET .../preview/documents/:documentId : the files that answer links to.
 * Internal-area access (carrier staff); neither answer may be kept by any cache (Cache-Control: no-store).
 */
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { explorerPageResponseSchema } from "@onboard/domain/explorer/explorer-page-schemas";
import {
  explorerPreviewDocumentParamsSchema,
  explorerPreviewParamsSchema,
  explorerPreviewQuerySchema,
} from "@onboard/domain/explorer/explorer-preview-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { authorizeInternal } from "../clients/index";
import { downloadPreviewDocument, previewExplorerPage } from "./preview-explorer-page";
import { sendPublicFile } from "./send-public-file.http";

export const PREVIEW_CACHE_CONTROL = "no-store";

const error = apiErrorBodySchema;
const ERRORS = { 400: error, 401: error, 403: error, 404: error };
const PREVIEW = "/api/clients/:clientId/explorer-pages/:explorerPageId/preview";

export const explorerPreviewRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get(
    PREVIEW,
    {
      schema: {
        tags: ["explorer"],
        summary: "Staff: preview a client's explorer page in any state (plans included), in the public page's shape",
        params: explorerPreviewParamsSchema,
        querystring: explorerPreviewQuerySchema,
        response: { 200: explorerPageResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      authorizeInternal(request, request.params.clientId);
      const page = await previewExplorerPage(app.db, {
        clientId: request.params.clientId,
        explorerPageId: request.params.explorerPageId,
        demoEnrollmentStatus: request.query.demoEnrollmentStatus,
        now: new Date(),
      });
      reply.header("cache-control", PREVIEW_CACHE_CONTROL);
      return page;
    },
  );

  // GET and HEAD, streamed with byte ranges as the public document route (routes.ts).
  app.route({
    method: ["GET", "HEAD"],
    url: `${PREVIEW}/documents/:documentId`,
    schema: {
      tags: ["explorer"],
      summary: `Staff: a document the preview links to, in any page state (else 404 "${DOCUMENT_MESSAGES.documentNotFound}")`,
      params: explorerPreviewDocumentParamsSchema,
      response: ERRORS,
    },
    handler: async (request, reply) => {
      authorizeInternal(request, request.params.clientId);
      const file = await downloadPreviewDocument({ db: app.db }, request.params);
      return sendPublicFile(request, reply, storage, file, PREVIEW_CACHE_CONTROL);
    },
  });
};
