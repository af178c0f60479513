/**
 * The 4xx answers a route can give whatever its handler does, read from its properties: a malformed input is 400,
 * an unknown path parameter's record 404, a missing session (or bearer token) 401, a refusal or a bad CSRF token
 * 403, a JSON body over the limit 413, and the global rate limit (plugins/rate-limit.ts) 429 on every /api call.
 * A route's own declared responses take precedence. If-Match routes declare 412/428 themselves (http/route-errors.ts).
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { isWrite, type RouteAccess } from "./route-access";

interface RouteSchemaParts {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
}

export function standardErrorResponses(
  method: string,
  url: string,
  schema: RouteSchemaParts,
  access: RouteAccess,
): Record<number, typeof apiErrorBodySchema> {
  const codes: number[] = [];
  if (schema.body || schema.querystring || schema.params || schema.headers) codes.push(400);
  if (access !== "public") codes.push(401);
  if (access !== "public" || isWrite(method)) codes.push(403);
  if (schema.params || url.includes("/:")) codes.push(404);
  if (schema.body) codes.push(413);
  codes.push(429);
  return Object.fromEntries(codes.map((code) => [code, apiErrorBodySchema]));
}

const is2xx = (code: string) => /^2/.test(code);

/**
 * A route that declares responses but no 2xx one sends a file (a stream, which skips serialization): documented as
 * a binary 200 (its HEAD twin gets the headers only: head-operations.ts). Added to the responses' JSON Schema, after
 * the zod conversion.
 */
export function fileResponseIfNone(response: Record<string, unknown>): Record<string, unknown> {
  if (Object.keys(response).some(is2xx)) return response;
  const file = { type: "string", format: "binary" };
  return { 200: { description: "The file", content: { "application/octet-stream": { schema: file } } }, ...response };
}
