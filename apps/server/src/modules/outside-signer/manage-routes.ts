/**
 * Managing a client's outside signer (ours, decision 021; the spec names no call): GET the signer and their link's
 * state, PUT to name (or replace) and invite them, POST .../resend for a new link, DELETE to revoke. Permission first
 * (manage-access.ts), then the body.
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  outsideSignerAnswerSchema,
  outsideSignerInviteSchema,
  outsideSignerResendSchema,
} from "@onboard/domain/outside-signer/invite-schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor-of";
import { loadOutsideSignerStatus } from "./load-status";
import { authorizeSignerManage, authorizeSignerRead } from "./manage-access";
import { inviteOutsideSigner, resendOutsideSigner, revokeClientOutsideSigner } from "./manage-outside-signer";

const error = apiErrorBodySchema;
const ERRORS = { 401: error, 403: error, 404: error } as const;
const PATH = "/api/clients/:clientId/outside-signer";

export const outsideSignerManageRoutes: FastifyPluginAsyncZod<{ publicOrigin: string }> = async (app, options) => {
  const deps = () => ({ db: app.db, mailer: app.mailer, publicOrigin: options.publicOrigin });

  app.get(
    PATH,
    {
      schema: {
        tags: ["eif"],
        summary: "The client's outside signer and their link's state (never the token); null when none is named",
        params: clientIdParamsSchema,
        response: { 200: outsideSignerAnswerSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeSignerRead(actorOf(request), app.db, clientId);
      return loadOutsideSignerStatus(app.db, clientId, new Date());
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags: ["eif"],
        summary: "Name the client's outside signer (replacing any earlier one) and e-mail them a new link",
        params: clientIdParamsSchema,
        body: outsideSignerInviteSchema,
        response: { 200: outsideSignerAnswerSchema, 400: error, ...ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      const user = await authorizeSignerManage(actor, app.db, clientId);
      const now = new Date();
      await inviteOutsideSigner(deps(), actor, { user, clientId, body: request.body }, now);
      return loadOutsideSignerStatus(app.db, clientId, now);
    },
  );

  app.post(
    `${PATH}/resend`,
    {
      schema: {
        tags: ["eif"],
        summary: "E-mail the outside signer a new link; the earlier one stops working (404 when none is named)",
        params: clientIdParamsSchema,
        body: outsideSignerResendSchema.optional(),
        response: { 200: outsideSignerAnswerSchema, 400: error, ...ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      const user = await authorizeSignerManage(actor, app.db, clientId);
      const now = new Date();
      const language = request.body?.language ?? "en";
      await resendOutsideSigner(deps(), actor, { user, clientId, language }, now);
      return loadOutsideSignerStatus(app.db, clientId, now);
    },
  );

  app.delete(
    PATH,
    {
      schema: {
        tags: ["eif"],
        summary: "Revoke the client's outside signer: their link stops working (404 when none is named)",
        params: clientIdParamsSchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      await authorizeSignerManage(actor, app.db, clientId);
      await revokeClientOutsideSigner({ db: app.db }, actor, clientId, new Date());
      return reply.status(204).send(null);
    },
  );
};
