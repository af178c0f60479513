import type { FastifyRequest } from "fastify";
import type { Actor } from "../core/actor";

/** The request's actor: its signed-in user, their ability (plugins/authz.ts) and the caller's address. */
export function actorOf(request: FastifyRequest): Actor {
  return { user: request.user ?? null, ability: request.ability, ip: request.ip ?? null };
}
