/**
 * The @fastify/swagger `transform` of every route: only /api routes are documented (not the identity provider's
 * /oidc/*, nor the web app's files), each with an operationId, its `security` and its standard 4xx answers
 * (standard-responses.ts), then the zod schemas become JSON Schema (zod-json-schema.ts).
 */
import type { SwaggerTransform } from "@fastify/swagger";
import { z } from "zod";
import { operationIdOf } from "./operation-id";
import { routeAccess, securityOf } from "./route-access";
import { fileResponseIfNone, standardErrorResponses } from "./standard-responses";
import { zodRouteTransform } from "./zod-json-schema";

/** The API docs' own routes (@fastify/swagger-ui) hide themselves; everything else outside /api is not the API. */
export const isDocumented = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

const ifMatchHeader = z.object({
  "if-match": z.string().optional().describe('The version the write is based on ("3", W/"3" or 3), from the ETag'),
});

export const routeTransform: SwaggerTransform = (input) => {
  const { url, route } = input;
  const schema = input.schema ?? {};
  if (!isDocumented(url) || (schema as { hide?: boolean }).hide) return { schema: { hide: true }, url };
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const access = routeAccess(method, url);
  // A route that declares no answer at all still answers something: @fastify/swagger's own default, a 200.
  const declared = (schema.response ?? { 200: z.unknown().describe("OK") }) as Record<string, unknown>;
  const versioned = "428" in declared;
  const withStandard = {
    ...schema,
    operationId: (schema as { operationId?: string }).operationId ?? operationIdOf(method, url),
    security: securityOf(method, access),
    ...(versioned && !schema.headers ? { headers: ifMatchHeader } : {}),
    response: { ...standardErrorResponses(method, url, schema, access), ...declared },
  };
  const result = zodRouteTransform({ ...input, schema: withStandard });
  const response = (result.schema as { response?: Record<string, unknown> }).response ?? {};
  const responseAfter = schema.response ? fileResponseIfNone(response) : response;
  return { ...result, schema: { ...result.schema, response: responseAfter } };
};
