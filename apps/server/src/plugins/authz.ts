/**
 * Authorization: `request.ability` is the signed-in user's CASL ability (from packages/domain's `defineAbilityFor`),
 * built on first use and rebuilt if `request.user` changes; anonymous callers hold an empty one. Routes call
 * `requireUser` (401 when signed out) and `authorize` / `authorizeFields` (403 when the ability says no).
 * Writes reject forbidden fields (403 naming each one) rather than silently dropping them.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { assertAccessAction } from "@onboard/domain/permissions/access-action";
import { type AppAbility, type AppSubject, emptyAbility } from "@onboard/domain/permissions/app-ability";
import { defineAbilityFor } from "@onboard/domain/permissions/define-ability-for";
import { forbiddenFields } from "@onboard/domain/permissions/forbidden-fields";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";

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

/**
 * The signed-in user, or 401 UNAUTHORIZED. Open before the terms of use are accepted, so that the terms and
 * session calls work; everything that asks the ability (`authorize`) needs accepted terms.
 */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError("UNAUTHORIZED", 401, ERROR_MESSAGES.unauthorized);
  return request.user;
}

const forbidden = (errors?: { path: string; message: string }[]) =>
  new AppError("FORBIDDEN", 403, ERROR_MESSAGES.forbidden, errors);

/**
 * Asks the ability; 401 when signed out, 403 when the user may not. `subject` is a type ("Client") or a tagged
 * record (`asSubject("Client", { id })`); `action` must be read, update, create or delete.
 */
export function authorize(
  request: FastifyRequest,
  action: string,
  subject: AppSubject,
  field?: string,
): AuthenticatedUser {
  assertAccessAction(action);
  const user = requireUser(request);
  // A signed-in user who has not accepted the terms of use reaches nothing else (spec §2).
  if (!user.termsOfUseDate) throw new AppError("TERMS_NOT_ACCEPTED", 403, ERROR_MESSAGES.termsNotAccepted);
  if (!request.ability.can(action, subject, field)) throw forbidden();
  return user;
}

/** Like `authorize`, and every field the write touches must be allowed too; the 403 lists each refused field. */
export function authorizeFields(
  request: FastifyRequest,
  action: string,
  subject: AppSubject,
  fields: Iterable<string>,
  pathPrefix = "body",
): AuthenticatedUser {
  assertAccessAction(action);
  const user = authorize(request, action, subject);
  const refused = forbiddenFields(request.ability, action, subject, fields);
  if (refused.length > 0) {
    throw forbidden(refused.map((field) => ({ path: `${pathPrefix}.${field}`, message: ERROR_MESSAGES.forbidden })));
  }
  return user;
}
