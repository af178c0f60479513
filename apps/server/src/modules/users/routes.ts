/** GET /api/users/authenticated: the signed-in user, or null. */
import { authenticatedUserSchema } from "@onboard/domain/users/authenticated-user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/users/authenticated",
    {
      schema: {
        tags: ["session"],
        summary: "The signed-in user, or null when signed out",
        response: { 200: authenticatedUserSchema.nullable() },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return request.user;
    },
  );
};
