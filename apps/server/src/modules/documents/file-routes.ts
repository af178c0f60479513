/**
 * The two blob downloads of spec §7 "Documents". Each answers the bytes with the document's content type and an
 * attachment Content-Disposition (spec §5: the web download helper refuses a response without them).
 */
import { clientDocumentParamsSchema, documentIdParamsSchema } from "@onboard/domain/documents/document-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { attachmentDisposition } from "./content-disposition";
import { authorizeClientDocuments } from "./document-access";
import { type DocumentFile, downloadAnyDocument, downloadClientDocument } from "./download-document";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ["documents"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };

function sendFile(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header("content-type", file.mimeType)
    .header("content-disposition", attachmentDisposition(file.name))
    .header("cache-control", "private, no-store")
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

export function registerFileRoutes(app: ZodApp, { storage }: { storage: FileStorage }): void {
  app.get(
    "/api/clients/:clientId/documents/:documentId",
    {
      schema: {
        tags,
        summary: "Download a document of the client (an attachment with its content type)",
        params: clientDocumentParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { clientId, documentId } = request.params;
      await authorizeClientDocuments(request, app.db, "read", clientId);
      return sendFile(reply, await downloadClientDocument({ db: app.db, storage }, clientId, documentId));
    },
  );

  app.get(
    "/api/documents/:id",
    {
      schema: {
        tags,
        summary: "Download a document by id: carrier-wide resources for anyone signed in, else the client's readers",
        params: documentIdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      return sendFile(reply, await downloadAnyDocument({ db: app.db, storage }, request, request.params.id));
    },
  );
}
