/**
 * Explorer host mode: a request on the explorer origin reaches only the three public explorer routes
 * (at `/`, `/{explorerPageId}` and `/{explorerPageId}/personal-benefits-plan`, with an optional /en or /es
 * prefix), the assets, and the few API calls the public site makes. Everything else is not found.
 * A request is in explorer mode when it arrived on the explorer's own port (whatever its Host header says:
 * `http://127.0.0.1:<port>` as well as `http://localhost:<port>`), or when its Host is the configured explorer
 * origin's (EXPLORER_ORIGIN, for a proxy in front).
 */
import { matchExplorerHostPath } from "@onboard/domain/routes/explorer-host";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFoundBody } from "./error-mapping";

const EXPLORER_API_PREFIXES = [
  "/api/configuration",
  "/api/csrf-token",
  "/api/feature-toggles",
  "/api/sentry",
  "/api/explorer-pages",
  // The support panel's article votes and the analytics sender (issue 19).
  "/api/help-articles/",
  "/api/analytics/events",
  // The live chat's visitor calls (decision 030); the staff console's are not served here.
  "/api/chat/availability",
  "/api/chat/visitor/",
];
/** Exact paths the public site calls whose prefix also names calls it does not make. */
const EXPLORER_API_PATHS = new Set(["/api/chat/conversations"]);

declare module "fastify" {
  interface FastifyRequest {
    isExplorerHost: boolean;
  }
}

export interface ExplorerHostOptions {
  explorerOrigin: string | null;
  /** The port the explorer listens on in this process (EXPLORER_PORT), if it has one. */
  explorerPort: number | null;
}

export function isExplorerHostRequest(
  request: FastifyRequest,
  explorer: { host: string | null; port: number | null },
): boolean {
  if (explorer.port !== null && request.socket?.localPort === explorer.port) return true;
  return explorer.host !== null && request.host.toLowerCase() === explorer.host;
}

function isExplorerHostPathAllowed(pathname: string): boolean {
  if (pathname.startsWith("/api/")) {
    return EXPLORER_API_PATHS.has(pathname) || EXPLORER_API_PREFIXES.some((p) => pathname.startsWith(p));
  }
  if (pathname.startsWith("/assets/") || /^\/[\w.-]+\.(?:ico|png|svg|webmanifest|txt)$/.test(pathname)) return true;
  // The explorer pages' loader (modules/explorer-ssr).
  if (pathname === "/explorer-boot.js") return true;
  return matchExplorerHostPath(pathname) !== null;
}

export function registerExplorerHost(app: FastifyInstance, options: ExplorerHostOptions): void {
  const explorer = {
    host: options.explorerOrigin ? new URL(options.explorerOrigin).host.toLowerCase() : null,
    port: options.explorerPort,
  };
  app.decorateRequest("isExplorerHost", false);
  app.addHook("onRequest", async (request, reply) => {
    request.isExplorerHost = isExplorerHostRequest(request, explorer);
    if (!request.isExplorerHost) return;
    const pathname = request.url.split("?")[0] ?? "/";
    if (!isExplorerHostPathAllowed(pathname)) {
      // Unknown paths still get the SPA (which shows its 404 page), but with status 404.
      if (!pathname.startsWith("/api/") && request.method === "GET") {
        request.explorerHostNotFound = true;
        return;
      }
      return reply.status(404).send(notFoundBody());
    }
  });
}

declare module "fastify" {
  interface FastifyRequest {
    explorerHostNotFound?: boolean;
  }
}
