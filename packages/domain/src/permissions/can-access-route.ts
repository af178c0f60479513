/**
 * The route-access rule of onboarding spec §6, shared by the web guard and the server: every action a route's
 * `access` lists must be allowed, on the record its path names (`:clientId` for the client, `:userId` for a broker or
 * ben admin record) or, when the path names none, on the subject type.
 */
import type { RouteAccess } from "../routes/route-definition";
import { assertAccessAction } from "./access-action";
import { type AppAbility, type AppSubject, asSubject } from "./app-ability";

export type RouteParams = Readonly<Record<string, string | undefined>>;

function routeSubject(access: RouteAccess, params: RouteParams): AppSubject {
  const { clientId, userId } = params;
  if (access.subject === "Client" && clientId) return asSubject("Client", { id: clientId });
  if ((access.subject === "Broker" || access.subject === "BenAdmin") && userId) {
    return asSubject(access.subject, { id: userId });
  }
  return access.subject;
}

export function canAccessRoute(ability: AppAbility, access: RouteAccess, params: RouteParams = {}): boolean {
  const subject = routeSubject(access, params);
  return access.actions.every((action) => {
    assertAccessAction(action);
    return ability.can(action, subject);
  });
}
