/**
 * Explorer host mode: a request on the explorer origin reaches only the three public explorer routes
 * (at `/`, `/{explorerPageId}` and `/{explorerPageId}/personal-benefits-plan`, with an optional /en or /es
 * prefix), the assets, and the few API calls the public site makes. Everything else is not found.
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
];

declare module "fastify" {
  interface FastifyRequest {
    isExplorerHost: boolean;
  }
}

export function isExplorerHostRequest(request: FastifyRequest, explorerHost: string | null): boolean {
  return explorerHost !== null && request.host.toLowerCase() === explorerHost;
}

function isExplorerHostPathAllowed(pathname: string): boolean {
  if (pathname.startsWith("/api/")) return EXPLORER_API_PREFIXES.some((p) => pathname.startsWith(p));
  if (pathname.startsWith("/assets/") || /^\/[\w.-]+\.(?:ico|png|svg|webmanifest|txt)$/.test(pathname)) return true;
  // The explorer pages' loader (modules/explorer-ssr).
  if (pathname === "/explorer-boot.js") return true;
  return matchExplorerHostPath(pathname) !== null;
}

export function registerExplorerHost(app: FastifyInstance, options: { explorerOrigin: string | null }): void {
  const explorerHost = options.explorerOrigin ? new URL(options.explorerOrigin).host.toLowerCase() : null;
  app.decorateRequest("isExplorerHost", false);
  app.addHook("onRequest", async (request, reply) => {
    request.isExplorerHost = isExplorerHostRequest(request, explorerHost);
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
