/**
 * Global rate limit per client address on the API; routes may set a stricter `config.rateLimit`. The built web app's
 * files are not counted: one explorer page alone loads dozens of chunks, and a visitor opening a few pages must not be
 * locked out of the API (or of the app itself) for having downloaded it.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The API and the identity provider are counted; reading the web app's pages and files is not. */
export function isCountedByRateLimit(request: Pick<FastifyRequest, "url" | "method">): boolean {
  const isRead = request.method === "GET" || request.method === "HEAD";
  return !isRead || request.url.startsWith("/api/") || request.url.startsWith("/oidc");
}

export async function registerRateLimit(app: FastifyInstance, options: { max: number }): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: "1 minute",
    allowList: (request) => !isCountedByRateLimit(request),
  });
}
