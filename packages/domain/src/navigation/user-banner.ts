/**
 * The user banner on client pages (onboarding spec §2 "Navigation and banners"): "You're viewing {client} as an
 * internal user" (or as a broker), with See all clients and, for internal users only, Manage client. Ben admins see
 * it only when they have more than one client (with one client there is nowhere else to go).
 */
import type { RouteName } from "../routes/registry";
import { homeRouteFor } from "../routes/role-home";
import { type CarrierRole, isStaffRole } from "../users/roles";

export type BannerViewer = "internal" | "broker" | "benAdmin";

export interface UserBanner {
  viewer: BannerViewer;
  /** Where See all clients goes: the role's client list. */
  allClientsRoute: RouteName;
  isManageClientShown: boolean;
}

export function userBannerFor(role: CarrierRole, clientCount: number): UserBanner | null {
  if (role === "BEN_ADMIN" && clientCount <= 1) return null;
  const viewer: BannerViewer = isStaffRole(role) ? "internal" : role === "BROKER" ? "broker" : "benAdmin";
  return { viewer, allClientsRoute: homeRouteFor(role), isManageClientShown: viewer === "internal" };
}
