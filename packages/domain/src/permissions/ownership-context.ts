/**
 * Ownership context: brokers are ownership-checked by user id, ben admins by client ids (both specs §6). Building
 * an ability without the ids a role's checks need is an error, never a silent "owns nothing" or "owns everything".
 */
import type { CarrierRole } from "../users/roles";

export interface AbilityUser {
  id: string;
  role: CarrierRole;
  clientIds?: readonly string[];
}

export class OwnershipContextMissingError extends Error {
  constructor(
    readonly role: CarrierRole,
    readonly missing: "id" | "clientIds",
  ) {
    super(`Ownership checks for ${role} need the user's ${missing === "id" ? "user id" : "client ids"}`);
    this.name = "OwnershipContextMissingError";
  }
}

/** The ids a BROKER's or BEN_ADMIN's rules are scoped by; throws when the role's own key is missing. */
export interface OwnershipContext {
  /** The user's id; empty only for a ben admin built without one (then they own no user record). */
  userId: string | null;
  /** The clients the user is linked to; a broker without clientIds owns no client. */
  clientIds: readonly string[];
}

export function ownershipContextOf(user: AbilityUser): OwnershipContext {
  const userId = typeof user.id === "string" && user.id !== "" ? user.id : null;
  const clientIds = Array.isArray(user.clientIds) ? user.clientIds : null;
  if (user.role === "BROKER" && userId === null) throw new OwnershipContextMissingError(user.role, "id");
  if (user.role === "BEN_ADMIN" && clientIds === null) throw new OwnershipContextMissingError(user.role, "clientIds");
  return { userId, clientIds: clientIds ?? [] };
}
