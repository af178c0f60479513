/**
 * Per client address rate limits (decision 031), in one store with two counters per address:
 * - the public explorer's reads (its server-rendered pages and the API reads a page makes) count against their own,
 *   generous limit, so that a whole office opening its benefits site from one address is never refused, and never
 *   spends the limit below;
 * - every other API call, the identity provider and every write count against the strict global limit.
 * Routes may set a stricter `config.rateLimit` of their own (sign-in, forms, reports), counted apart again.
 * The built web app's files are not counted: one explorer page alone loads dozens of chunks (immutable, cached by the
 * browser for a year), and a visitor opening a few pages must not be locked out for having downloaded it.
 */
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import { matchPublicExplorerPath } from "@onboard/domain/routes/explorer-host";
import type { FastifyInstance, FastifyRequest } from "fastify";

export type RateLimitBucket = "explorer-read" | "api" | "uncounted";

type ClassifiedRequest = Pick<FastifyRequest, "url" | "method"> & { isExplorerHost?: boolean };

/** The public explorer's API reads: the page, its documents, and the boot calls any public page may make. */
const EXPLORER_READ_API = [
  /^\/api\/explorer-pages\/[^/]+$/,
  /^\/api\/explorer-pages\/[^/]+\/documents\/[^/]+$/,
  /^\/api\/(?:configuration|feature-toggles|chat\/availability)$/,
];
/** The build's files: hashed assets and the root's files (the explorer's loader, the icons). */
const WEB_APP_FILE = /^\/(?:assets\/|[\w.-]+\.\w+$)/;

/** Which counter a request spends. Only GET and HEAD can be explorer reads (or uncounted). */
export function rateLimitBucketOf(request: ClassifiedRequest): RateLimitBucket {
  if (request.method !== "GET" && request.method !== "HEAD") return "api";
  const pathname = request.url.split("?", 1)[0] ?? "/";
  if (pathname.startsWith("/api/")) {
    // The captcha challenge and staff routes under /api/explorer-pages/ have more segments: they stay strict.
    return EXPLORER_READ_API.some((pattern) => pattern.test(pathname)) ? "explorer-read" : "api";
  }
  if (pathname.startsWith("/oidc")) return "api";
  if (WEB_APP_FILE.test(pathname)) return "uncounted";
  return matchPublicExplorerPath(pathname, request.isExplorerHost ?? false) ? "explorer-read" : "uncounted";
}

export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; explorerReadMax: number },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    timeWindow: "1 minute",
    max: (request) => (rateLimitBucketOf(request) === "explorer-read" ? options.explorerReadMax : options.max),
    // The two counters of one address (IPv6 by its /64, as the plugin's own key does).
    keyGenerator: (request) => {
      const address = normalizeIP(request.ip);
      return rateLimitBucketOf(request) === "explorer-read" ? `explorer-read:${address}` : address;
    },
    allowList: (request) => rateLimitBucketOf(request) === "uncounted",
  });
}
