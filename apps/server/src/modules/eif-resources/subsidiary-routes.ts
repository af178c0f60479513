/** The client's subsidiaries (spec §7: GET, POST, PUT, DELETE .../subsidiary[/{id}]); delete is soft. */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import {
  subsidiaryBodySchema,
  subsidiaryListSchema,
  subsidiaryParamsSchema,
  subsidiarySchema,
} from "@onboard/domain/eif/eif-resource-schemas";
import { z } from "zod";
import { actorOf } from "../../http/actor-of";
import { READ_ERRORS } from "../../http/route-errors";
import type { ZodApp } from "../../http/zod-app";
import { authorizeEif } from "../eif/index";
import { deleteSubsidiary } from "./delete-subsidiary";
import { listSubsidiaries } from "./list-subsidiaries";
import { createSubsidiary, updateSubsidiary } from "./save-subsidiary";

const tags = ["eif"];
const BASE = "/api/clients/:clientId/subsidiary";

export function registerSubsidiaryRoutes(app: ZodApp): void {
  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: "The client's subsidiaries",
        params: clientIdParamsSchema,
        response: { 200: subsidiaryListSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      await authorizeEif(request, app.db, request.params.clientId, "read", "Eif");
      return listSubsidiaries(app.db, request.params.clientId);
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: "Add a subsidiary (one of the client's locations)",
        params: clientIdParamsSchema,
        body: subsidiaryBodySchema,
        response: { 201: subsidiarySchema, ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "create", "Eif");
      const created = await createSubsidiary(app.db, actorOf(request), clientId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    `${BASE}/:subsidiaryId`,
    {
      schema: {
        tags,
        summary: "Change a subsidiary",
        params: subsidiaryParamsSchema,
        body: subsidiaryBodySchema,
        response: { 200: subsidiarySchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { clientId, subsidiaryId } = request.params;
      await authorizeEif(request, app.db, clientId, "update", "Eif");
      const input = { clientId, subsidiaryId, body: request.body };
      return updateSubsidiary(app.db, actorOf(request), input, new Date());
    },
  );

  app.delete(
    `${BASE}/:subsidiaryId`,
    {
      schema: {
        tags,
        summary: "Delete a subsidiary (soft delete)",
        params: subsidiaryParamsSchema,
        response: { 204: z.null(), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, subsidiaryId } = request.params;
      await authorizeEif(request, app.db, clientId, "delete", "Eif");
      await deleteSubsidiary(app.db, actorOf(request), { clientId, subsidiaryId }, new Date());
      return reply.status(204).send(null);
    },
  );
}
