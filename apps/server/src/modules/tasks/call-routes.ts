/**
 * GET and PUT /api/clients/:clientId/calls/:call (kickoff, install). A broker or ben admin chooses, schedules and
 * lists topics and people; recording the call's status is the carrier's (the client field rules forbid
 * kickoffCallStatus and installCallStatus to them), so a status from them is 403 naming body.status.
 */

import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { forbiddenFields } from "@onboard/domain/permissions/forbidden-fields";
import { callParamsSchema, callSchema, updateCallBodySchema } from "@onboard/domain/tasks/call-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors/app-error";
import { actorOf } from "../../http/actor-of";
import { expectedVersion, setVersionTag } from "../../http/if-match";
import { CALL_FIELDS, callColumn } from "./call-columns";
import { callNameOf, getCall } from "./get-call";
import { authorizeHub, hubClientSubject } from "./hub-access";
import { updateCall } from "./update-call";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ["tasks"];
const error = apiErrorBodySchema;
const ERRORS = { 400: error, 401: error, 403: error, 404: error };

export function registerCallRoutes(app: ZodApp): void {
  app.get(
    "/api/clients/:clientId/calls/:call",
    {
      schema: {
        tags,
        summary: "The kickoff or install call: selection, schedule, status, topics, people, updated at and by",
        params: callParamsSchema,
        response: { 200: callSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { client } = await authorizeHub(request, app.db, request.params.clientId, "read");
      const call = await getCall(app.db, client, callNameOf(request.params.call));
      setVersionTag(reply, call.version);
      return call;
    },
  );

  app.put(
    "/api/clients/:clientId/calls/:call",
    {
      schema: {
        tags,
        summary: "Record the kickoff or install call (If-Match: the client's version; 412 when stale)",
        params: callParamsSchema,
        body: updateCallBodySchema,
        response: { 200: callSchema, ...ERRORS, 412: error, 428: error },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      const { user } = await authorizeHub(actor, app.db, clientId, "act");
      const call = callNameOf(request.params.call);
      const sent = CALL_FIELDS.filter((field) => request.body[field] !== undefined);
      const refused = sent.filter(
        (field) =>
          forbiddenFields(actor.ability, "update", hubClientSubject(clientId), [callColumn(call, field)]).length > 0,
      );
      if (refused.length > 0) {
        const errors = refused.map((field) => ({ path: `body.${field}`, message: ERROR_MESSAGES.forbidden }));
        throw new AppError("FORBIDDEN", 403, ERROR_MESSAGES.forbidden, errors);
      }
      const version = expectedVersion(request.headers["if-match"], request.body.version);
      const updated = await updateCall(
        app.db,
        actor,
        user,
        { clientId, call, body: request.body, expectedVersion: version },
        new Date(),
      );
      setVersionTag(reply, updated.version);
      return updated;
    },
  );
}
