/**
 * The EIF draft and the client's locations (spec §7 "PATCH .../draft", "POST and PUT .../locations[/{locationId}]").
 * GET .../draft is ours: what every step loads (answers, policies, plans, locations, counts and the outline).
 * Access: read or update on the client's Eif, create or update on its Location (eif-access.ts).
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { eifDraftPatchSchema } from "@onboard/domain/eif/eif-answers";
import { eifDraftSchema, eifLocationSchema } from "@onboard/domain/eif/eif-draft-schemas";
import { locationBodySchema, locationParamsSchema } from "@onboard/domain/eif/eif-resource-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor-of";
import { expectedVersion, setVersionTag } from "../../http/if-match";
import { assertVisible, authorizeEif, authorizeEifAction } from "./eif-access";
import { presentDraft } from "./present-draft";
import { saveDraft } from "./save-draft";
import { createLocation, editLocation } from "./save-location";
import { loadEifState } from "./snapshot-repository";

const tags = ["eif"];

/**
 * The draft's answer is built field by field (present-draft.ts) and sent on every autosave, so it is sent as built:
 * the zod serializer's re-validation of the whole draft was 8 % of the server's CPU per save (decision 018).
 * draft.test.ts checks every answer against the schema instead.
 */
const sendAsBuilt = () => (data: unknown) => JSON.stringify(data);
const error = apiErrorBodySchema;
const ERRORS = { 400: error, 401: error, 403: error, 404: error };
const WRITE_ERRORS = { ...ERRORS, 412: error, 428: error };

export const eifRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/clients/:clientId/draft",
    {
      schema: {
        tags,
        summary: "The EIF as a step shows it: answers and version, policies, plans, locations, counts, the outline",
        params: clientIdParamsSchema,
        response: { 200: eifDraftSchema, ...ERRORS },
      },
      serializerCompiler: sendAsBuilt,
    },
    async (request, reply) => {
      const user = authorizeEifAction(request, request.params.clientId, "read");
      const state = assertVisible(user, await loadEifState(app.db, request.params.clientId));
      setVersionTag(reply, state.version);
      reply.header("cache-control", "no-store");
      return presentDraft(state);
    },
  );

  app.patch(
    "/api/clients/:clientId/draft",
    {
      schema: {
        tags,
        summary: "Save part of the EIF's answers (If-Match: the draft version; 412 when stale)",
        params: clientIdParamsSchema,
        body: eifDraftPatchSchema,
        response: { 200: eifDraftSchema, ...WRITE_ERRORS },
      },
      serializerCompiler: sendAsBuilt,
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      const user = authorizeEifAction(actor, clientId, "update");
      const patch = request.body;
      const version = expectedVersion(request.headers["if-match"], patch.version);
      const state = await saveDraft(app.db, actor, { clientId, user, patch, expectedVersion: version }, new Date());
      setVersionTag(reply, state.version);
      return presentDraft(state);
    },
  );

  app.post(
    "/api/clients/:clientId/locations",
    {
      schema: {
        tags,
        summary: "Add a location to the client",
        params: clientIdParamsSchema,
        body: locationBodySchema,
        response: { 201: eifLocationSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      await authorizeEif(actor, app.db, clientId, "create", "Location");
      const location = await createLocation(app.db, actor, clientId, request.body);
      setVersionTag(reply, location.version);
      return reply.code(201).send(location);
    },
  );

  app.put(
    "/api/clients/:clientId/locations/:locationId",
    {
      schema: {
        tags,
        summary: "Edit a location (If-Match: its version; 412 when stale)",
        params: locationParamsSchema,
        body: locationBodySchema,
        response: { 200: eifLocationSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, locationId } = request.params;
      const actor = actorOf(request);
      await authorizeEif(actor, app.db, clientId, "update", "Location");
      const body = request.body;
      const version = expectedVersion(request.headers["if-match"], body.version);
      const location = await editLocation(
        app.db,
        actor,
        { clientId, locationId, body, expectedVersion: version },
        new Date(),
      );
      setVersionTag(reply, location.version);
      return location;
    },
  );
};
