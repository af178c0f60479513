/**
 * Who signs the EIF (issue 14: "the authorized signer signs"). Ours, decision 020: the client's authorized signer when
 * one is named; while none is, a ben admin of the client. Carrier staff and brokers prepare the form but do not sign
 * for the employer; an outside signer signs through their link (a later slice).
 */
import type { AuthenticatedUser } from "../users/authenticated-user";

/** The role that signs for the employer while no authorized signer is named; the review offers the form to it. */
export function isSigningRole(role: AuthenticatedUser["role"]): boolean {
  return role === "BEN_ADMIN";
}

export function maySignEif(
  user: Pick<AuthenticatedUser, "id" | "role" | "clientIds">,
  client: { id: string; authorizedSignerUserId: string | null },
): boolean {
  if (client.authorizedSignerUserId !== null) return client.authorizedSignerUserId === user.id;
  return isSigningRole(user.role) && user.clientIds.includes(client.id);
}
