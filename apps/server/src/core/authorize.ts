/**
 * Authorization checks on an actor (core/actor.ts): `requireUser` (401 when signed out) and `authorize` /
 * `authorizeFields` (403 when the ability says no). Writes reject forbidden fields (403 naming each one) rather than
 * silently dropping them. A FastifyRequest carries `user` and `ability` too (plugins/authz.ts), so routes may pass it.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { assertAccessAction } from "@onboard/domain/permissions/access-action";
import type { AppSubject } from "@onboard/domain/permissions/app-ability";
import { forbiddenFields } from "@onboard/domain/permissions/forbidden-fields";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import { AppError } from "../errors/app-error";
import type { Actor } from "./actor";

type Asker = Pick<Actor, "ability"> & { readonly user?: AuthenticatedUser | null };

/**
 * The signed-in user, or 401 UNAUTHORIZED. Open before the terms of use are accepted, so that the terms and
 * session calls work; everything that asks the ability (`authorize`) needs accepted terms.
 */
export function requireUser(actor: { readonly user?: AuthenticatedUser | null }): AuthenticatedUser {
  if (!actor.user) throw new AppError("UNAUTHORIZED", 401, ERROR_MESSAGES.unauthorized);
  return actor.user;
}

/** Signed in (401) and past the terms of use (403): what `authorize` requires, for a call that asks no ability. */
export function requireAcceptedTerms(actor: { readonly user?: AuthenticatedUser | null }): AuthenticatedUser {
  const user = requireUser(actor);
  if (!user.termsOfUseDate) throw new AppError("TERMS_NOT_ACCEPTED", 403, ERROR_MESSAGES.termsNotAccepted);
  return user;
}

/** Carrier staff only (SLF_OWNER, SLF_ADMIN): 401 signed out, 403 for anyone else, for a call that asks no ability. */
export function requireCarrierStaff(actor: { readonly user?: AuthenticatedUser | null }): AuthenticatedUser {
  const user = requireAcceptedTerms(actor);
  if (!isStaffRole(user.role)) throw forbidden();
  return user;
}

const forbidden = (errors?: { path: string; message: string }[]) =>
  new AppError("FORBIDDEN", 403, ERROR_MESSAGES.forbidden, errors);

/**
 * Asks the ability; 401 when signed out, 403 when the user may not. `subject` is a type ("Client") or a tagged
 * record (`asSubject("Client", { id })`); `action` must be read, update, create or delete.
 */
export function authorize(actor: Asker, action: string, subject: AppSubject, field?: string): AuthenticatedUser {
  assertAccessAction(action);
  const user = requireUser(actor);
  // A signed-in user who has not accepted the terms of use reaches nothing else (spec §2).
  if (!user.termsOfUseDate) throw new AppError("TERMS_NOT_ACCEPTED", 403, ERROR_MESSAGES.termsNotAccepted);
  if (!actor.ability.can(action, subject, field)) throw forbidden();
  return user;
}

/** Like `authorize`, and every field the write touches must be allowed too; the 403 lists each refused field. */
export function authorizeFields(
  actor: Asker,
  action: string,
  subject: AppSubject,
  fields: Iterable<string>,
  pathPrefix = "body",
): AuthenticatedUser {
  assertAccessAction(action);
  const user = authorize(actor, action, subject);
  const refused = forbiddenFields(actor.ability, action, subject, fields);
  if (refused.length > 0) {
    throw forbidden(refused.map((field) => ({ path: `${pathPrefix}.${field}`, message: ERROR_MESSAGES.forbidden })));
  }
  return user;
}
