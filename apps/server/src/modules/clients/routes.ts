/**
 * Clients and their sub-resources (spec §7 "Clients and sub-resources"): the list, one client's CRUD and actions
 * (client-action-routes.ts), the setup workflow (setup-routes.ts) and the audit trail (audit-routes.ts).
 * Staff-only calls check the internal area's rights on the client (client-access.ts); BROKER and BEN_ADMIN read and
 * update their own clients, the update limited to the fields their ability allows (403 naming the others).
 */
import {
  clientDetailSchema,
  clientIdParamsSchema,
  clientListQuerySchema,
  clientListSchema,
  createClientBodySchema,
  UPDATABLE_CLIENT_FIELDS,
  updateClientBodySchema,
} from "@onboard/domain/clients/client-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorize, authorizeFields } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { expectedVersion, setVersionTag } from "../../http/if-match";
import { sentBodyFields } from "../../http/sent-body-fields";
import { registerAuditRoutes } from "./audit-routes";
import { clientSubject } from "./client-access";
import { registerClientActionRoutes } from "./client-action-routes";
import { createClient } from "./create-client";
import { deleteClient } from "./delete-client";
import { getClient, presentWithBase } from "./get-client";
import { listClientsFor } from "./list-clients";
import { registerSetupRoutes } from "./setup-routes";
import { updateClient } from "./update-client";

const tags = ["clients"];
const error = apiErrorBodySchema;
export const CLIENT_ERRORS = { 400: error, 401: error, 403: error, 404: error };

export const clientRoutes: FastifyPluginAsyncZod<{ publicOrigin?: string }> = async (app, options) => {
  app.get(
    "/api/clients",
    {
      schema: {
        tags,
        summary: "Clients, paged: staff see all (archived on request), brokers and ben admins their own",
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => {
      const user = authorize(request, "read", "Client");
      return listClientsFor(app.db, user, request.query);
    },
  );

  app.post(
    "/api/clients",
    {
      schema: {
        tags,
        summary: "Staff: create a client",
        body: createClientBodySchema,
        response: { 201: clientDetailSchema, ...CLIENT_ERRORS },
      },
    },
    async (request, reply) => {
      authorize(request, "create", "Client");
      const created = await createClient(app.db, actorOf(request), request.body);
      setVersionTag(reply, created.version);
      return reply.status(201).send(await presentWithBase(app.db, created));
    },
  );

  app.get(
    "/api/clients/:clientId",
    {
      schema: {
        tags,
        summary: "One client (404 when deleted, and when archived for brokers and ben admins)",
        params: clientIdParamsSchema,
        response: { 200: clientDetailSchema, ...CLIENT_ERRORS },
      },
    },
    async (request, reply) => {
      const user = authorize(request, "read", clientSubject(request.params.clientId));
      const client = await getClient(app.db, user, request.params.clientId);
      setVersionTag(reply, client.version);
      return client;
    },
  );

  app.put(
    "/api/clients/:clientId",
    {
      schema: {
        tags,
        summary: "Update a client (If-Match: its version; 412 when stale). Archive with isArchived (staff)",
        params: clientIdParamsSchema,
        body: updateClientBodySchema,
        response: { 200: clientDetailSchema, ...CLIENT_ERRORS, 412: error, 428: error },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const sent = new Set(sentBodyFields(request));
      const fields = UPDATABLE_CLIENT_FIELDS.filter((field) => sent.has(field));
      const user = authorizeFields(request, "update", clientSubject(clientId), fields);
      const version = expectedVersion(request.headers["if-match"], request.body.version);
      const updated = await updateClient(
        app.db,
        actorOf(request),
        user,
        { clientId, body: request.body, expectedVersion: version },
        new Date(),
      );
      setVersionTag(reply, updated.version);
      return updated;
    },
  );

  app.delete(
    "/api/clients/:clientId",
    {
      schema: {
        tags,
        summary: "Staff: delete a client (soft delete)",
        params: clientIdParamsSchema,
        response: { 204: z.null(), ...CLIENT_ERRORS },
      },
    },
    async (request, reply) => {
      authorize(request, "delete", clientSubject(request.params.clientId));
      await deleteClient(app.db, actorOf(request), request.params.clientId, new Date());
      return reply.status(204).send(null);
    },
  );

  registerClientActionRoutes(app, { publicOrigin: options.publicOrigin ?? "" });
  registerSetupRoutes(app);
  registerAuditRoutes(app);
};
