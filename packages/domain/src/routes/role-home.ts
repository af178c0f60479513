/** Where each role lands after signing in, and where the index sends it: carrier staff to the client list,
 * brokers to /clients, benefits administrators to /clients/ben-admin (onboarding spec §2). */
import type { CarrierRole } from "../users/roles";
import type { RouteName } from "./registry";

export const ROLE_HOME: Record<CarrierRole, RouteName> = {
  SLF_OWNER: "clientsAdmin",
  SLF_ADMIN: "clientsAdmin",
  BROKER: "brokerHome",
  BEN_ADMIN: "benAdminHome",
};

export function homeRouteFor(role: CarrierRole): RouteName {
  return ROLE_HOME[role];
}
