import type { FastifyRequest } from "fastify";

/** The origin the request was sent to (`protocol://host`), for links back to this server when none is configured. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
