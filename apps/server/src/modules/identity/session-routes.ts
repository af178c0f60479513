/**
 * The session calls of spec §7: create the server-side session after sign-in, logout, logged-in, the session
 * status and extension (for the expiry warning), and accepting the terms of use. CSRF applies (global hook).
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "../../config";
import { AppError } from "../../errors/app-error";
import { sessionCookie } from "../../http/session-cookie";
import type { ActiveSession } from "../users/index";
import { acceptTermsOfUse } from "./accept-terms-of-use";
import type { Identity } from "./create-identity";
import { createSession } from "./create-session";
import { endSession } from "./end-session";
import { extendSession } from "./extend-session";
import { recordLogin } from "./record-login";
import {
  createdSessionSchema,
  createSessionBodySchema,
  presentSessionStatus,
  sessionStatusSchema,
} from "./session-schemas";

const unauthorized = () => new AppError("UNAUTHORIZED", 401, ERROR_MESSAGES.unauthorized);

function signedIn(request: FastifyRequest): { user: AuthenticatedUser; session: ActiveSession } {
  if (!request.user || !request.authSession) throw unauthorized();
  return { user: request.user, session: request.authSession };
}

export interface IdentitySessionRouteOptions {
  config: AppConfig;
  identity: Identity;
  /** Told of each signed-in user who signs out (the live chat ends their availability). */
  onSignOut?: (userId: string) => Promise<void>;
}

export const identitySessionRoutes: FastifyPluginAsyncZod<IdentitySessionRouteOptions> = async (
  app,
  { config, identity, onSignOut },
) => {
  const cookie = sessionCookie(config.publicOrigin);
  const noContent = { 204: z.null().describe("No content") };

  app.post(
    "/api/users/authenticated/session",
    {
      schema: {
        tags: ["session"],
        summary: "Create the server-side session from the tokens of a completed sign-in; sets the session cookie",
        body: createSessionBodySchema,
        response: { 200: createdSessionSchema },
      },
    },
    async (request, reply) => {
      const created = await createSession(
        { db: app.db, identity },
        {
          ...request.body,
          previousToken: request.cookies[cookie.name],
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        },
        new Date(),
      );
      reply.header("cache-control", "no-store");
      reply.setCookie(cookie.name, created.token, cookie.options);
      return { user: created.user, ...presentSessionStatus(created.session) };
    },
  );

  app.post(
    "/api/users/authenticated/logout",
    { schema: { tags: ["session"], summary: "End the session and revoke its grant", response: noContent } },
    async (request, reply) => {
      await endSession({ db: app.db, identity }, request.cookies[cookie.name]);
      if (request.user && onSignOut) await onSignOut(request.user.id);
      reply.clearCookie(cookie.name, cookie.options);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/users/authenticated/logged-in",
    { schema: { tags: ["session"], summary: "Record the sign-in time", response: noContent } },
    async (request, reply) => {
      await recordLogin(app.db, signedIn(request).user.id, new Date());
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/users/authenticated/session-status",
    {
      // Polled for the expiry warning, so it must not count as activity.
      config: { slidesSession: false },
      schema: {
        tags: ["session"],
        summary: "When the session ends if idle, and when it ends regardless",
        response: { 200: sessionStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return presentSessionStatus(signedIn(request).session);
    },
  );

  app.post(
    "/api/users/authenticated/extend",
    {
      schema: {
        tags: ["session"],
        summary: "Extend the session: the idle timeout restarts now (never past the absolute one)",
        response: { 200: sessionStatusSchema },
      },
    },
    async (request) => {
      const extended = await extendSession(app.db, signedIn(request).session, new Date());
      if (!extended) throw unauthorized();
      return presentSessionStatus(extended);
    },
  );

  app.post(
    "/api/users/terms-of-use",
    { schema: { tags: ["session"], summary: "Accept the terms of use", response: noContent } },
    async (request, reply) => {
      await acceptTermsOfUse(app.db, signedIn(request).user.id, new Date());
      return reply.status(204).send(null);
    },
  );
};
