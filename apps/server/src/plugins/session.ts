/**
 * Session lookup: the session cookie holds a random token; the sessions table holds its SHA-256.
 * A valid session (inside its idle and absolute timeouts) puts the signed-in user on `request.user` and the
 * session on `request.authSession` (both null otherwise), and slides the idle timeout unless the route opts out
 * with `config: { slidesSession: false }`. Sign-in itself (which creates sessions) belongs to the identity module.
 */
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { FastifyInstance } from "fastify";
import { sessionCookie } from "../http/session-cookie";
import { type ActiveSession, findSessionByToken } from "../modules/users/index";

declare module "fastify" {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    authSession: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** False on calls that must not count as activity (the session-status poll). */
    slidesSession?: boolean;
  }
}

export function registerSession(app: FastifyInstance, options: { publicOrigin: string }): void {
  const { name } = sessionCookie(options.publicOrigin);
  app.decorateRequest("user", null);
  app.decorateRequest("authSession", null);
  app.addHook("preHandler", async (request) => {
    const token = request.cookies[name];
    if (!token || !request.url.startsWith("/api/")) return;
    const slide = request.routeOptions.config?.slidesSession !== false;
    const found = await findSessionByToken(app.db, token, new Date(), { slide });
    request.user = found?.user ?? null;
    request.authSession = found?.session ?? null;
  });
}
