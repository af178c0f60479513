/**
 * Who signs the EIF (issue 14: "the authorized signer signs"). Ours, decision 020: the client's authorized signer when
 * one is named; while none is, a ben admin of the client. Carrier staff and brokers prepare the form but do not sign
 * for the employer; an outside signer signs through their link (a later slice).
 */
import type { AuthenticatedUser } from "../users/authenticated-user";

export function maySignEif(
  user: Pick<AuthenticatedUser, "id" | "role" | "clientIds">,
  client: { id: string; authorizedSignerUserId: string | null },
): boolean {
  if (client.authorizedSignerUserId !== null) return client.authorizedSignerUserId === user.id;
  return user.role === "BEN_ADMIN" && user.clientIds.includes(client.id);
}
