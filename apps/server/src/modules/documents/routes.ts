/**
 * Documents and the new-document notice (spec §7 "Documents"). Every client-scoped call checks the CASL `Document`
 * subject of that client (document-access.ts): staff any client, a broker or ben admin their own (another tenant's
 * is 403). The multipart parser is registered in this plugin's scope only, so that every other route keeps the
 * 1 MiB JSON body limit; the downloads are in file-routes.ts, the notice in notice-routes.ts.
 */
import multipart from "@fastify/multipart";
import { MAX_DOCUMENT_BYTES, MAX_FILES_PER_UPLOAD } from "@onboard/domain/documents/document-limits";
import {
  clientDocumentParamsSchema,
  clientDocumentsParamsSchema,
  documentCountQuerySchema,
  documentCountSchema,
  documentMetaListSchema,
  documentMetaQuerySchema,
  documentMetaSchema,
  lastTouchedParamsSchema,
  lastTouchedQuerySchema,
  lastTouchedSchema,
  renameDocumentBodySchema,
  updateDocumentsMetaBodySchema,
} from "@onboard/domain/documents/document-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor-of";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { deleteDocument } from "./delete-document";
import { authorizeClientDocuments } from "./document-access";
import { registerFileRoutes } from "./file-routes";
import { registerNoticeRoutes } from "./notice-routes";
import { presentDocument } from "./presenter";
import { receiveUpload } from "./receive-upload.http";
import { renameDocument } from "./rename-document";
import { countDocuments, findLastTouched, listDocuments } from "./repository";
import { updateDocumentsMeta } from "./update-documents-meta";
import { checkUploadFields, uploadDocuments } from "./upload-documents";

export const DOCUMENT_TAGS = ["documents"];
const error = apiErrorBodySchema;
export const DOCUMENT_ERRORS = { 400: error, 401: error, 403: error, 404: error };

export interface DocumentRoutesOptions {
  storage: FileStorage;
}

export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, options) => {
  const tags = DOCUMENT_TAGS;
  const { storage } = options;
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: 30 },
  });

  app.post(
    "/api/clients/:clientId/documents",
    {
      schema: {
        tags,
        summary:
          "Upload files (multipart: category, policyId?, language?, then each file under `file`; 20 MB per file)",
        params: clientDocumentsParamsSchema,
        response: { 201: documentMetaListSchema, ...DOCUMENT_ERRORS, 413: error, 415: error },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      const user = await authorizeClientDocuments(actor, app.db, "create", clientId);
      const upload = await receiveUpload(request, {
        clientId,
        storage,
        checkFields: checkUploadFields(app.db, clientId),
      });
      const deps = { db: app.db, storage, jobs: app.jobs, log: request.log };
      const created = await uploadDocuments(deps, actor, user, clientId, upload);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/clients/:clientId/documents/meta",
    {
      schema: {
        tags,
        summary: "The client's documents, newest first, filtered by categories, policy, ids and language",
        params: clientDocumentsParamsSchema,
        querystring: documentMetaQuerySchema,
        response: { 200: documentMetaListSchema, ...DOCUMENT_ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeClientDocuments(actorOf(request), app.db, "read", clientId);
      return (await listDocuments(app.db, { ...request.query, clientId })).map(presentDocument);
    },
  );

  app.put(
    "/api/clients/:clientId/documents/meta",
    {
      schema: {
        tags,
        summary: "Move documents to another category, policy or language (all or none)",
        params: clientDocumentsParamsSchema,
        body: updateDocumentsMetaBodySchema,
        response: { 200: documentMetaListSchema, ...DOCUMENT_ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      const user = await authorizeClientDocuments(actor, app.db, "update", clientId);
      return updateDocumentsMeta(app.db, actor, user, clientId, request.body);
    },
  );

  app.get(
    "/api/clients/:clientId/documents/count",
    {
      schema: {
        tags,
        summary: "How many documents the client has in the given categories",
        params: clientDocumentsParamsSchema,
        querystring: documentCountQuerySchema,
        response: { 200: documentCountSchema, ...DOCUMENT_ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeClientDocuments(actorOf(request), app.db, "read", clientId);
      return { count: await countDocuments(app.db, { ...request.query, clientId }) };
    },
  );

  app.get(
    "/api/clients/:clientId/documents/last-touched/:category",
    {
      schema: {
        tags,
        summary: "The document of the category (and policy) changed last, or null",
        params: lastTouchedParamsSchema,
        querystring: lastTouchedQuerySchema,
        response: { 200: lastTouchedSchema, ...DOCUMENT_ERRORS },
      },
    },
    async (request) => {
      const { clientId, category } = request.params;
      await authorizeClientDocuments(actorOf(request), app.db, "read", clientId);
      const found = await findLastTouched(app.db, clientId, category, request.query.policyId);
      return { document: found ? presentDocument(found) : null };
    },
  );

  app.put(
    "/api/clients/:clientId/documents/:documentId/rename",
    {
      schema: {
        tags,
        summary: "Rename a document (the name is cleaned and keeps the file's extension)",
        params: clientDocumentParamsSchema,
        body: renameDocumentBodySchema,
        response: { 200: documentMetaSchema, ...DOCUMENT_ERRORS },
      },
    },
    async (request) => {
      const { clientId, documentId } = request.params;
      const actor = actorOf(request);
      const user = await authorizeClientDocuments(actor, app.db, "update", clientId);
      return renameDocument(app.db, actor, user, { clientId, documentId }, request.body.name);
    },
  );

  app.delete(
    "/api/clients/:clientId/documents/:documentId",
    {
      schema: {
        tags,
        summary: "Delete a document (soft: it leaves every list and download)",
        params: clientDocumentParamsSchema,
        response: { 204: z.null(), ...DOCUMENT_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, documentId } = request.params;
      const actor = actorOf(request);
      const user = await authorizeClientDocuments(actor, app.db, "delete", clientId);
      await deleteDocument(app.db, actor, user, { clientId, documentId });
      return reply.status(204).send(null);
    },
  );

  registerFileRoutes(app, { storage });
  registerNoticeRoutes(app);
};
