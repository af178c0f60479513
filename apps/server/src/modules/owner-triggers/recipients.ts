/**
 * Who a client e-mail goes to: the brokers and ben admins linked to the client (user_clients), not deleted. The
 * clients a trigger looks at are those not deleted and not archived.
 */
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clients, userClients, users } from "../../db/schema/index";

export interface Recipient {
  id: string;
  name: string;
  email: string;
}

/** The users of each client, by client id. */
export async function usersOfClients(db: Database, clientIds: string[]): Promise<Map<string, Recipient[]>> {
  const byClient = new Map<string, Recipient[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select({ clientId: userClients.clientId, id: users.id, name: users.name, email: users.email })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.userId))
    .where(and(inArray(userClients.clientId, clientIds), isNull(users.deletedAt)))
    .orderBy(users.email);
  for (const { clientId, ...user } of rows) byClient.set(clientId, [...(byClient.get(clientId) ?? []), user]);
  return byClient;
}

/** Open clients (not deleted, not archived) matching `condition`. */
export async function openClients(db: Database, condition?: SQL) {
  return db
    .select({ id: clients.id, name: clients.name, phaseId: clients.phaseId })
    .from(clients)
    .where(and(isNull(clients.deletedAt), eq(clients.isArchived, false), condition))
    .orderBy(clients.name, clients.id);
}

export const openClientCondition = () => and(isNull(clients.deletedAt), eq(clients.isArchived, false));
