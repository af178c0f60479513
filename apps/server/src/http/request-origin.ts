import type { FastifyRequest } from "fastify";

/** The origin the request was sent to (`protocol://host`), for links back to this server when none is configured. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The explorer origin as the browser sees it: the origin the request was made to when it is in explorer mode
 * (plugins/explorer-host.ts; so that the web app on `http://127.0.0.1:<explorer port>` knows it is on the explorer
 * host), else the configured one.
 */
export function explorerOriginFor(request: FastifyRequest, configured: string | null): string | null {
  return request.isExplorerHost ? requestOrigin(request) : configured;
}
