/** GET /api/clients: staff see every client (archived on request); brokers and ben admins their own, never archived. */
import type { ClientList, ClientListQuery } from "@onboard/domain/clients/client-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { Database } from "../../db/client";
import { isStaff } from "./client-access";
import { presentClientListItem } from "./presenter";
import { type ClientScope, listClients } from "./repository";

export async function listClientsFor(
  db: Database,
  user: AuthenticatedUser,
  query: ClientListQuery,
): Promise<ClientList> {
  const scope: ClientScope = isStaff(user)
    ? { kind: "staff", includeArchived: query.includeArchived ?? false }
    : { kind: "own", userId: user.id };
  const { rows, count, totalIsCapped, nextCursor } = await listClients(db, query, scope);
  return { data: rows.map(presentClientListItem), count, totalIsCapped, nextCursor };
}
