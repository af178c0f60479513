/** Route permissions on the web: the domain's CASL abilities decide, exactly as on the server (spec §6). */
import { canAccessRoute } from "@onboard/domain/permissions/can-access-route";
import { defineAbilityFor } from "@onboard/domain/permissions/define-ability-for";
import type { RouteAccess } from "@onboard/domain/routes/registry";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { useMemo } from "react";
import { useSession } from "../../lib/signed-in-user";

export type RouteParamValues = Record<string, string | undefined>;
export type CanAccess = (access: RouteAccess, params?: RouteParamValues) => boolean;

const denyAll: CanAccess = () => false;

/** The access check for one user; nobody signed in may reach a route that names an access rule. */
export function makeCanAccess(user: Pick<AuthenticatedUser, "id" | "role" | "clientIds"> | null): CanAccess {
  if (!user) return denyAll;
  const ability = defineAbilityFor({ id: user.id, role: user.role, clientIds: user.clientIds });
  return (access, params = {}) => canAccessRoute(ability, access, params);
}

export function useCanAccess(): CanAccess {
  const { data: user } = useSession();
  return useMemo(() => makeCanAccess(user ?? null), [user]);
}
