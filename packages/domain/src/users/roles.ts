/** User roles: carrier roles and the portal's role families (onboarding spec §3 and §6). */
export const CARRIER_ROLES = ["SLF_OWNER", "SLF_ADMIN", "BROKER", "BEN_ADMIN"] as const;
export type CarrierRole = (typeof CARRIER_ROLES)[number];
export const STAFF_ROLES = ["SLF_OWNER", "SLF_ADMIN"] as const satisfies readonly CarrierRole[];
export function isStaffRole(role: CarrierRole): boolean {
  return (STAFF_ROLES as readonly CarrierRole[]).includes(role);
}

/** The role families the portal groups users by (GET /api/users/role/{role}). */
export const USER_ROLE_FAMILIES = ["internal", "broker", "ben-admin"] as const;
export type UserRoleFamily = (typeof USER_ROLE_FAMILIES)[number];
export function roleFamilyOf(role: CarrierRole): UserRoleFamily {
  if (isStaffRole(role)) return "internal";
  return role === "BROKER" ? "broker" : "ben-admin";
}
