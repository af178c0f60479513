/**
 * Authorization: `request.ability` is the signed-in user's CASL ability (from packages/domain's `defineAbilityFor`),
 * built on first use and rebuilt if `request.user` changes; anonymous callers hold an empty one. The checks
 * themselves (`requireUser`, `authorize`, `authorizeFields`) take an actor and live in core/authorize.ts.
 */
import { type AppAbility, emptyAbility } from "@onboard/domain/permissions/app-ability";
import { defineAbilityFor } from "@onboard/domain/permissions/define-ability-for";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    ability: AppAbility;
  }
}

const built = new WeakMap<FastifyRequest, { user: AuthenticatedUser | null; ability: AppAbility }>();

function abilityOf(request: FastifyRequest): AppAbility {
  const cached = built.get(request);
  if (cached && cached.user === request.user) return cached.ability;
  const ability = request.user ? defineAbilityFor(request.user) : emptyAbility();
  built.set(request, { user: request.user, ability });
  return ability;
}

export function registerAuthz(app: FastifyInstance): void {
  app.decorateRequest("ability", {
    getter(this: FastifyRequest) {
      return abilityOf(this);
    },
  });
}
