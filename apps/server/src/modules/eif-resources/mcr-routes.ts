/**
 * The monthly claims report mailing locations (spec §7: POST, PUT, DELETE; the list is ours, so that the page can
 * show them). Whoever may read the client's EIF reads them; writes need its create, update or delete right.
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import {
  mcrMailingLocationBodySchema,
  mcrMailingLocationSchema,
  mcrParamsSchema,
} from "@onboard/domain/eif/eif-resource-schemas";
import { z } from "zod";
import { actorOf } from "../../http/actor-of";
import { READ_ERRORS } from "../../http/route-errors";
import type { ZodApp } from "../../http/zod-app";
import { authorizeEif } from "../eif/index";
import { deleteMailingLocation } from "./delete-mcr-mailing-location";
import { listMailingLocations } from "./list-mcr-mailing-locations";
import { createMailingLocation, updateMailingLocation } from "./save-mcr-mailing-location";

const tags = ["eif"];
const BASE = "/api/clients/:clientId/monthly-claims-report-mailing-location";

export function registerMcrRoutes(app: ZodApp): void {
  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: "Where the client's monthly claims reports are mailed",
        params: clientIdParamsSchema,
        response: { 200: z.array(mcrMailingLocationSchema), ...READ_ERRORS },
      },
    },
    async (request) => {
      await authorizeEif(request, app.db, request.params.clientId, "read", "Eif");
      return listMailingLocations(app.db, request.params.clientId);
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: "Add a monthly claims report mailing location",
        params: clientIdParamsSchema,
        body: mcrMailingLocationBodySchema,
        response: { 201: mcrMailingLocationSchema, ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "create", "Eif");
      const created = await createMailingLocation(app.db, actorOf(request), clientId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    `${BASE}/:mailingLocationId`,
    {
      schema: {
        tags,
        summary: "Change a monthly claims report mailing location",
        params: mcrParamsSchema,
        body: mcrMailingLocationBodySchema,
        response: { 200: mcrMailingLocationSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { clientId, mailingLocationId } = request.params;
      await authorizeEif(request, app.db, clientId, "update", "Eif");
      const input = { clientId, mailingLocationId, body: request.body };
      return updateMailingLocation(app.db, actorOf(request), input, new Date());
    },
  );

  app.delete(
    `${BASE}/:mailingLocationId`,
    {
      schema: {
        tags,
        summary: "Remove a monthly claims report mailing location",
        params: mcrParamsSchema,
        response: { 204: z.null(), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, mailingLocationId } = request.params;
      await authorizeEif(request, app.db, clientId, "delete", "Eif");
      await deleteMailingLocation(app.db, actorOf(request), { clientId, mailingLocationId });
      return reply.status(204).send(null);
    },
  );
}
