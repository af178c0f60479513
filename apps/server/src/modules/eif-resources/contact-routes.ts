/**
 * The client's contacts (plan administrators): list, create, update (If-Match), soft delete. Whoever may read the
 * client's EIF reads them; writes need the EIF's create, update or delete right (spec §6).
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import {
  contactBodySchema,
  contactListSchema,
  contactParamsSchema,
  contactSchema,
} from "@onboard/domain/eif/eif-resource-schemas";
import { z } from "zod";
import { actorOf } from "../../http/actor-of";
import { expectedVersion, setVersionTag } from "../../http/if-match";
import { READ_ERRORS, WRITE_ERRORS } from "../../http/route-errors";
import type { ZodApp } from "../../http/zod-app";
import { authorizeEif } from "../eif/index";
import { createContact } from "./create-contact";
import { deleteContact } from "./delete-contact";
import { listContacts } from "./list-contacts";
import { updateContact } from "./update-contact";

const tags = ["eif"];

export function registerContactRoutes(app: ZodApp): void {
  app.get(
    "/api/clients/:clientId/contacts",
    {
      schema: {
        tags,
        summary: "The client's contacts, by last name then first name",
        params: clientIdParamsSchema,
        response: { 200: contactListSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      await authorizeEif(request, app.db, request.params.clientId, "read", "Eif");
      return listContacts(app.db, request.params.clientId);
    },
  );

  app.post(
    "/api/clients/:clientId/contacts",
    {
      schema: {
        tags,
        summary: "Add a contact (managed locations only when it manages a LIMITED set)",
        params: clientIdParamsSchema,
        body: contactBodySchema,
        response: { 201: contactSchema, ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "create", "Eif");
      const created = await createContact(app.db, actorOf(request), clientId, request.body);
      setVersionTag(reply, created.version);
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/api/clients/:clientId/contacts/:contactId",
    {
      schema: {
        tags,
        summary: "Replace a contact (If-Match or body version: the contact's version; 428 without, 412 when stale)",
        params: contactParamsSchema,
        body: contactBodySchema,
        response: { 200: contactSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, contactId } = request.params;
      await authorizeEif(request, app.db, clientId, "update", "Eif");
      const { body } = request;
      const version = expectedVersion(request.headers["if-match"], body.version);
      const input = { clientId, contactId, body, expectedVersion: version };
      const updated = await updateContact(app.db, actorOf(request), input, new Date());
      setVersionTag(reply, updated.version);
      return updated;
    },
  );

  app.delete(
    "/api/clients/:clientId/contacts/:contactId",
    {
      schema: {
        tags,
        summary: "Delete a contact (soft delete)",
        params: contactParamsSchema,
        response: { 204: z.null(), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, contactId } = request.params;
      await authorizeEif(request, app.db, clientId, "delete", "Eif");
      await deleteContact(app.db, actorOf(request), { clientId, contactId }, new Date());
      return reply.status(204).send(null);
    },
  );
}
