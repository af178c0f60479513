/** The client setup workflow (spec §4 "Client setup steps"), staff only. */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import {
  clientSetupSchema,
  completeSetupStepResultSchema,
  setupStepBodySchema,
  setupStepParamsSchema,
} from "@onboard/domain/clients/setup-steps";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { actorOf } from "../../http/actor-of";
import { authorizeInternal } from "./client-access";
import { languageQuerySchema, type ZodApp } from "./client-action-routes";
import { completeSetupStep } from "./complete-setup-step";
import { getClientSetup } from "./get-client-setup";

const tags = ["clients"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };

export function registerSetupRoutes(app: ZodApp): void {
  app.get(
    "/api/clients/:clientId/setup",
    {
      schema: {
        tags,
        summary: "Staff: the setup steps in order, each with who completed it and when, and the setup's records",
        params: clientIdParamsSchema,
        response: { 200: clientSetupSchema, ...errors },
      },
    },
    async (request) => {
      authorizeInternal(request, request.params.clientId);
      return getClientSetup(app.db, request.params.clientId);
    },
  );

  app.post(
    "/api/clients/:clientId/setup-steps/:stepId",
    {
      schema: {
        tags,
        summary: "Staff: complete a setup step with its body (each step's shape is in the domain's setup-steps.ts)",
        params: setupStepParamsSchema,
        querystring: languageQuerySchema,
        body: setupStepBodySchema.optional(),
        response: { 200: completeSetupStepResultSchema, ...errors, 409: error },
      },
    },
    async (request) => {
      authorizeInternal(request, request.params.clientId);
      const input = {
        clientId: request.params.clientId,
        step: request.params.stepId,
        body: request.body ?? {},
        language: request.query.language,
      };
      return completeSetupStep({ db: app.db, mailer: app.mailer }, actorOf(request), input, new Date());
    },
  );
}
