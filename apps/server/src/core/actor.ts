/**
 * Who acts: the signed-in user (or nobody), what they may do, and from where. Use cases take an `Actor`, never the
 * HTTP request, so that a route, a job, the socket, a script or a test can call them alike. A route builds it with
 * `actorOf(request)` (http/actor-of.ts); a job or script uses `systemActor()` or `actorFor(user)`.
 */
import { type AppAbility, emptyAbility } from "@onboard/domain/permissions/app-ability";
import { defineAbilityFor } from "@onboard/domain/permissions/define-ability-for";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";

export interface Actor {
  /** The signed-in user; null for an anonymous caller or the system (a job, a script). */
  readonly user: AuthenticatedUser | null;
  /** What the user may do (CASL, from the domain's `defineAbilityFor`); empty for nobody. */
  readonly ability: AppAbility;
  /** The caller's address, for the audit trail; null for the system. */
  readonly ip: string | null;
}

/** An actor for a known user (or nobody), e.g. a job acting on someone's behalf or a test. */
export function actorFor(user: AuthenticatedUser | null, ip: string | null = null): Actor {
  return { user, ability: user ? defineAbilityFor(user) : emptyAbility(), ip };
}

/** The system itself: no user, no address, and no ability (use cases it calls must not ask one). */
export function systemActor(): Actor {
  return actorFor(null);
}

/** The actor and address, as the audit trail and the e-mail log record them. */
export function auditActor(actor: { readonly user?: AuthenticatedUser | null; readonly ip?: string | null }): {
  actorUserId: string | null;
  ip: string | null;
} {
  return { actorUserId: actor.user?.id ?? null, ip: actor.ip ?? null };
}
