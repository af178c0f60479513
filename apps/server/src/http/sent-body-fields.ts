/**
 * The fields a caller sent, before the route's schema parsed the body: the request-validation plugin remembers each
 * body as sent, and field-level permission checks read its keys.
 */
import type { FastifyRequest } from "fastify";
import { ZodObject } from "zod";

/** Each request's body as sent, before its schema parsed it: field-level permissions read its keys. */
const sentBodies = new WeakMap<FastifyRequest, unknown>();

/**
 * The top-level fields the caller sent that the route's body schema knows, valid or not. Field-level permission
 * checks (`authorizeFields`) use them, so that a forbidden field is refused with 403 even in a body that would also
 * fail validation; a key no schema knows is left to validation, which refuses it by name.
 */
export function sentBodyFields(request: FastifyRequest): string[] {
  const body = sentBodies.get(request);
  if (body === null || typeof body !== "object" || Array.isArray(body)) return [];
  const schema = (request.routeOptions.schema as { body?: unknown } | undefined)?.body;
  const shape = schema instanceof ZodObject ? (schema.shape as Record<string, unknown>) : null;
  return Object.keys(body).filter((key) => !shape || Object.hasOwn(shape, key));
}

export function rememberSentBody(request: FastifyRequest, body: unknown): void {
  sentBodies.set(request, body);
}
