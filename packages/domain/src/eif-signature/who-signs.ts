/**
 * Who signs the EIF (issue 14: "the authorized signer signs"). Ours, decision 020: the client's authorized signer when
 * one is named; while none is, a ben admin of the client. Carrier staff and brokers prepare the form but do not sign
 * for the employer. While the client has an active outside signer (named, not revoked), the outside signer is the
 * authorized signer and signs through their link: no signed-in user may sign then (decision 020, amended).
 */
import type { AuthenticatedUser } from "../users/authenticated-user";

/** The role that signs for the employer while no authorized signer is named; the review offers the form to it. */
export function isSigningRole(role: AuthenticatedUser["role"]): boolean {
  return role === "BEN_ADMIN";
}

export function maySignEif(
  user: Pick<AuthenticatedUser, "id" | "role" | "clientIds">,
  client: { id: string; authorizedSignerUserId: string | null; hasOutsideSigner?: boolean },
): boolean {
  if (client.hasOutsideSigner) return false;
  if (client.authorizedSignerUserId !== null) return client.authorizedSignerUserId === user.id;
  return isSigningRole(user.role) && user.clientIds.includes(client.id);
}
