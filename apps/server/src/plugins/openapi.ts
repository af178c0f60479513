/** OpenAPI document generated from the routes' zod schemas, served at /api/docs. */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export async function registerOpenApi(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Onboard API", version: options.version },
      components: {
        securitySchemes: {
          csrf: { type: "apiKey", in: "header", name: "x-csrf-token" },
          session: { type: "apiKey", in: "cookie", name: "onboard_session" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
