/** The welcome flow (GET/POST .../welcome-flow, POST .../complete-welcome-flow) and feedback (POST .../feedback). */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { createFeedbackBodySchema, feedbackSchema } from "@onboard/domain/hub/feedback-schemas";
import { welcomeFlowSchema } from "@onboard/domain/hub/welcome-flow-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor-of";
import { createFeedback } from "./create-feedback";
import { authorizeHub } from "./hub-access";
import { completeWelcomeFlow, getWelcomeFlow, startWelcomeFlow } from "./welcome-flow";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ["hub"];
const error = apiErrorBodySchema;
const ERRORS = { 400: error, 401: error, 403: error, 404: error };

export function registerHubRoutes(app: ZodApp): void {
  app.get(
    "/api/clients/:clientId/welcome-flow",
    {
      schema: {
        tags,
        summary: "The one-time welcome flow: when it was completed, and by whom",
        params: clientIdParamsSchema,
        response: { 200: welcomeFlowSchema, ...ERRORS },
      },
    },
    async (request) => {
      await authorizeHub(request, app.db, request.params.clientId, "read");
      return getWelcomeFlow(app.db, request.params.clientId);
    },
  );

  app.post(
    "/api/clients/:clientId/welcome-flow",
    {
      schema: {
        tags,
        summary: "Start the welcome flow (idempotent)",
        params: clientIdParamsSchema,
        response: { 200: welcomeFlowSchema, ...ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await authorizeHub(actor, app.db, request.params.clientId, "act");
      return startWelcomeFlow(app.db, actor, request.params.clientId);
    },
  );

  app.post(
    "/api/clients/:clientId/complete-welcome-flow",
    {
      schema: {
        tags,
        summary: "Complete the welcome flow (once; a second completion is 409)",
        params: clientIdParamsSchema,
        response: { 200: welcomeFlowSchema, ...ERRORS, 409: error },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { user } = await authorizeHub(actor, app.db, request.params.clientId, "act");
      return completeWelcomeFlow(app.db, actor, user, request.params.clientId, new Date());
    },
  );

  app.post(
    "/api/clients/:clientId/feedback",
    {
      schema: {
        tags,
        summary: "Leave feedback on the hub: a rating from 1 to 5 and an optional comment",
        params: clientIdParamsSchema,
        body: createFeedbackBodySchema,
        response: { 201: feedbackSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { user } = await authorizeHub(actor, app.db, request.params.clientId, "act");
      const created = await createFeedback(app.db, actor, user, {
        clientId: request.params.clientId,
        body: request.body,
      });
      return reply.status(201).send(created);
    },
  );
}
