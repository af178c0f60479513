/**
 * A hub chat names a client: the caller must be signed in (401) and may read that client (403 for another tenant's),
 * and the client must exist (404; an archived one is 404 outside the carrier staff), as the rest of the app answers.
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { findClient } from "./repository";

export async function authorizeHubClient(actor: Actor, db: Database, clientId: string): Promise<AuthenticatedUser> {
  const user = authorize(actor, "read", asSubject("Client", { id: clientId }));
  const client = await findClient(db, clientId);
  if (!client || (client.isArchived && !isStaffRole(user.role))) throw notFound();
  return user;
}
