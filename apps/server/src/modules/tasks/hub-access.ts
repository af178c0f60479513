/**
 * Who reaches a client's hub: read on the client to look, read and update to act (spec §6 "Client hub ... read and
 * update on that client"). Staff reach any client; a broker or ben admin their own, another tenant's id is 403 before
 * any look-up. A deleted client is 404 for everyone, an archived one 404 outside the carrier staff.
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { type ClientRow, findLiveClient } from "./repository";

export type HubAccess = "read" | "act";

export const hubClientSubject = (clientId: string) => asSubject("Client", { id: clientId });

/** The caller, once allowed; throws 401, 403 (terms, tenancy) or 404. */
export async function authorizeHub(
  actor: Actor,
  db: DbExecutor,
  clientId: string,
  access: HubAccess,
): Promise<{ user: AuthenticatedUser; client: ClientRow }> {
  const user = authorize(actor, "read", hubClientSubject(clientId));
  if (access === "act") authorize(actor, "update", hubClientSubject(clientId));
  const client = await findLiveClient(db, clientId);
  if (!client || (client.isArchived && !isStaffRole(user.role))) throw notFound();
  return { user, client };
}
