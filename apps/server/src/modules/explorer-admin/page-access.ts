/**
 * Who reaches a client's explorer pages. Reading follows the client: carrier staff any client, BROKER and BEN_ADMIN
 * their own (another tenant's id is 403 before any look-up, as in modules/clients). Writing is the ExplorerPage
 * subject, which only carrier staff hold (benefits-explorer spec §6: external roles read their sites only).
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { DbExecutor } from "../../db/executor";
import { clientSubject, loadVisibleClient } from "../clients/index";

export interface ClientAccess {
  user: AuthenticatedUser;
  client: { id: string; name: string };
}

/** Read access to the client's pages; 404 when the client is unknown, deleted, or archived for external roles. */
export async function authorizePageReader(actor: Actor, db: DbExecutor, clientId: string): Promise<ClientAccess> {
  const user = authorize(actor, "read", clientSubject(clientId));
  const client = await loadVisibleClient(db, user, clientId);
  return { user, client };
}

/** Staff rights on the client's pages (`action` on ExplorerPage); 404 when the client is unknown or deleted. */
export async function authorizePageEditor(
  actor: Actor,
  db: DbExecutor,
  action: "create" | "update" | "delete",
  clientId: string,
): Promise<ClientAccess> {
  const user = authorize(actor, action, asSubject("ExplorerPage", { clientId }));
  const client = await loadVisibleClient(db, user, clientId);
  return { user, client };
}
