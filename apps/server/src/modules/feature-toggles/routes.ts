/** GET /api/feature-toggles?clientId= : global toggles with per-client overrides (public: the explorer reads them too). */
import { featureTogglesResponseSchema } from "@onboard/domain/feature-toggles/feature-toggles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getFeatureToggles } from "./get-feature-toggles";

export const featureToggleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/feature-toggles",
    {
      schema: {
        tags: ["configuration"],
        summary: "Feature toggles, with the given client's overrides applied",
        querystring: z.object({ clientId: z.uuid({ message: "clientId must be a client id" }).optional() }),
        response: { 200: featureTogglesResponseSchema },
      },
    },
    async (request) => getFeatureToggles(app.db, request.query.clientId),
  );
};
