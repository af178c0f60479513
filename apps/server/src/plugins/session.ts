/**
 * Session lookup: the session cookie holds a random token; the sessions table holds its SHA-256.
 * A valid, unexpired session puts the signed-in user on `request.user` (null otherwise).
 * Sign-in itself (which creates sessions) belongs to the identity module.
 */
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { FastifyInstance } from "fastify";
import { findUserBySessionToken } from "../modules/users/find-user-by-session-token";

export const SESSION_COOKIE = "onboard_session";

declare module "fastify" {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export function registerSession(app: FastifyInstance): void {
  app.decorateRequest("user", null);
  app.addHook("preHandler", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith("/api/")) return;
    request.user = await findUserBySessionToken(app.db, token, new Date());
  });
}
