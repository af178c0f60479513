/** What the user-administration routes share: the mail deps (with the portal origin) and the acting user. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { auditActor } from "../../core/actor";
import type { AccountMailDeps } from "../account-tokens/account-mail-deps";
import type { Actor } from "./create-user";

export interface UserAdminOptions {
  /** The portal's public origin, for activation links; the request's own origin when not given. */
  publicOrigin?: string;
}

export function mailDeps(app: FastifyInstance, request: FastifyRequest, options: UserAdminOptions): AccountMailDeps {
  const publicOrigin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
  return { db: app.db, mailer: app.mailer, publicOrigin };
}

export function actorOf(request: FastifyRequest): Actor {
  return auditActor(request);
}
