/**
 * Who reaches a client. The internal area needs read, update and delete on the client (spec §6 "Route access"), which
 * only carrier staff hold. BROKER and BEN_ADMIN reach their own clients only: another tenant's id is refused with 403
 * before any look-up (so the answer says nothing about whether it exists), and an archived client is 404 to them.
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { type ClientRowWithErrors, findClient } from "./repository";

export const clientSubject = (clientId: string) => asSubject("Client", { id: clientId });

/** Carrier staff only: read, update and delete on this client. */
export function authorizeInternal(actor: Actor, clientId: string): AuthenticatedUser {
  const subject = clientSubject(clientId);
  authorize(actor, "read", subject);
  authorize(actor, "update", subject);
  return authorize(actor, "delete", subject);
}

export function isStaff(user: AuthenticatedUser): boolean {
  return isStaffRole(user.role);
}

/** The client as this user may see it: 404 when deleted or unknown, and when archived for brokers and ben admins. */
export async function loadVisibleClient(
  db: DbExecutor,
  user: AuthenticatedUser,
  clientId: string,
): Promise<ClientRowWithErrors> {
  const client = await findClient(db, clientId);
  if (!client || (client.isArchived && !isStaff(user))) throw notFound();
  return client;
}
