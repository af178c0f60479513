/**
 * The two blob downloads of spec §7 "Documents". Each answers the bytes with the document's content type and an
 * attachment Content-Disposition (spec §5: the web download helper refuses a response without them), streamed from
 * storage with their Content-Length (send-stored-file.ts); HEAD gives the headers without reading the file.
 */
import { clientDocumentParamsSchema, documentIdParamsSchema } from "@onboard/domain/documents/document-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor-of";
import { attachmentDisposition } from "../../http/content-disposition";
import { sendStoredFile } from "../../http/send-stored-file";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { authorizeClientDocuments } from "./document-access";
import { type DocumentFile, downloadAnyDocument, downloadClientDocument } from "./download-document";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ["documents"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };

function sendFile(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, file: DocumentFile) {
  return sendStoredFile(request, reply, storage, file, {
    disposition: attachmentDisposition(file.name),
    cacheControl: "private, no-store",
    etag: null,
    ranges: false,
  });
}

export function registerFileRoutes(app: ZodApp, { storage }: { storage: FileStorage }): void {
  // HEAD is declared, not left to Fastify's generated route, which would read the whole stream to discard it.
  app.route({
    method: ["GET", "HEAD"],
    url: "/api/clients/:clientId/documents/:documentId",
    schema: {
      tags,
      summary: "Download a document of the client (an attachment with its content type)",
      params: clientDocumentParamsSchema,
      response: errors,
    },
    handler: async (request, reply) => {
      const { clientId, documentId } = request.params;
      await authorizeClientDocuments(actorOf(request), app.db, "read", clientId);
      const file = await downloadClientDocument({ db: app.db }, clientId, documentId);
      return sendFile(request, reply, storage, file);
    },
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/api/documents/:id",
    schema: {
      tags,
      summary: "Download a document by id: carrier-wide resources for anyone signed in, else the client's readers",
      params: documentIdParamsSchema,
      response: errors,
    },
    handler: async (request, reply) => {
      const file = await downloadAnyDocument({ db: app.db }, actorOf(request), request.params.id);
      return sendFile(request, reply, storage, file);
    },
  });
}
