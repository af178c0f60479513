/** The new-document notice (spec §7 "Documents", §4): per client for the signed-in user, and per user. */
import {
  clientDocumentsParamsSchema,
  newDocumentNoticeBodySchema,
  newDocumentNoticeSchema,
} from "@onboard/domain/documents/document-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { authorizeClientDocuments } from "./document-access";
import { getClientNotice, setClientNotice, setUserNotice } from "./new-document-notice";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ["documents"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };

export function registerNoticeRoutes(app: ZodApp): void {
  app.get(
    "/api/clients/:clientId/new-document-notice",
    {
      schema: {
        tags,
        summary: "The signed-in user's new-document notice for this client (null: not yet seen)",
        params: clientDocumentsParamsSchema,
        response: { 200: newDocumentNoticeSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const user = await authorizeClientDocuments(actorOf(request), app.db, "read", clientId);
      return getClientNotice(app.db, user, clientId);
    },
  );

  app.put(
    "/api/clients/:clientId/new-document-notice",
    {
      schema: {
        tags,
        summary: "Record that the user saw (NEW_AND_SEEN) or dismissed (OLD) the client's new-document notice",
        params: clientDocumentsParamsSchema,
        body: newDocumentNoticeBodySchema,
        response: { 200: newDocumentNoticeSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      // The notice is the user's own state: whoever may read the client's documents may set it.
      const actor = actorOf(request);
      const user = await authorizeClientDocuments(actor, app.db, "read", clientId);
      return setClientNotice(app.db, actor, user, clientId, request.body.newDocumentNoticeStatus);
    },
  );

  app.put(
    "/api/users/new-document-notice",
    {
      schema: {
        tags,
        summary: "The signed-in user's own new-document notice (carrier-wide resources)",
        body: newDocumentNoticeBodySchema,
        response: { 200: newDocumentNoticeSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const user = requireUser(actor);
      return setUserNotice(app.db, actor, user, request.body.newDocumentNoticeStatus);
    },
  );
}
