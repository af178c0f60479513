/**
 * Who reaches a client's documents: the CASL `Document` subject of that client (staff any client; a broker or ben
 * admin their own, else 403 before any look-up). A deleted client is 404 for everyone, an archived one 404 outside
 * the carrier staff, as the client itself is.
 */
import type { AccessAction } from "@onboard/domain/permissions/access-action";
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { findClientForDocuments } from "./repository";

export async function authorizeClientDocuments(
  actor: Actor,
  db: Database,
  action: AccessAction,
  clientId: string,
): Promise<AuthenticatedUser> {
  const user = authorize(actor, action, asSubject("Document", { clientId }));
  const client = await findClientForDocuments(db, clientId);
  if (!client || (client.isArchived && !isStaffRole(user.role))) throw notFound();
  return user;
}
