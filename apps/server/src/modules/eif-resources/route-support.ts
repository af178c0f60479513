/** What every route of the EIF's list calls shares: the error answers it documents and the actor of its writes. */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditActor } from "../../core/actor";

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const error = apiErrorBodySchema;
export const READ_ERRORS = { 400: error, 401: error, 403: error, 404: error };
export const STALE_ERROR = { 412: error };
export const WRITE_ERRORS = { ...READ_ERRORS, ...STALE_ERROR, 428: error };

/** Who writes, for the audit trail: use cases take this rather than the request. */
export type Actor = ReturnType<typeof auditActor>;

export function actorOf(request: FastifyRequest): Actor {
  return auditActor(request);
}
