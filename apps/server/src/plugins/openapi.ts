/**
 * OpenAPI 3.1 document generated from the routes' zod schemas, served at /api/docs. Each /api operation gets its
 * operationId, security and standard 4xx answers centrally (http/openapi/route-transform.ts); /oidc/* and the web
 * app's files are left out. Linted with Redocly's recommended rules by test/openapi/openapi-lint.test.ts.
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { documentTransform } from "../http/openapi/document-transform";
import { SECURITY_SCHEMES } from "../http/openapi/route-access";
import { routeTransform } from "../http/openapi/route-transform";

/** The document: registered before any route, since it collects each route as it is added. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Onboard API", version: options.version },
      servers: [{ url: "/", description: "This server: every path starts with /api" }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: routeTransform,
    transformObject: documentTransform,
  });
}

/** The UI and the JSON at /api/docs, behind the same hooks (security headers, rate limit) as the rest of the API. */
export async function registerOpenApiUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
