/**
 * CSRF protection (double-submit: a secret in an HttpOnly cookie, a token in the x-csrf-token header).
 * Every mutation (POST, PUT, PATCH, DELETE) is rejected without a valid token; GET /api/csrf-token issues one.
 */
import cookie from "@fastify/cookie";
import csrf from "@fastify/csrf-protection";
import { CSRF_HEADER } from "@onboard/domain/errors/error-shape";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export async function registerCsrf(
  app: FastifyInstance,
  options: { secureCookies: boolean; exemptPrefixes?: string[] },
): Promise<void> {
  await app.register(cookie);
  await app.register(csrf, {
    cookieKey: "onboard_csrf",
    cookieOpts: { path: "/", httpOnly: true, sameSite: "strict", secure: options.secureCookies },
    getToken: (request) => {
      const value = request.headers[CSRF_HEADER];
      return Array.isArray(value) ? value[0] : value;
    },
  });
  const exempt = options.exemptPrefixes ?? [];
  app.addHook("onRequest", (request, reply, done) => {
    if (!MUTATIONS.has(request.method) || exempt.some((p) => request.url.startsWith(p))) return done();
    app.csrfProtection(request, reply, done);
  });

  app.get(
    "/api/csrf-token",
    {
      schema: {
        tags: ["session"],
        summary: "Issue a CSRF token; send it back in the x-csrf-token header on every mutation",
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { token: reply.generateCsrf() };
    },
  );
}
