/** GET /api/clients/:clientId: the client with its base client, as this user may see it. */
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { DbExecutor } from "../../db/executor";
import { loadVisibleClient } from "./client-access";
import { presentClientDetail } from "./presenter";
import { type ClientRowWithErrors, findClient } from "./repository";

export async function presentWithBase(db: DbExecutor, row: ClientRowWithErrors): Promise<ClientDetail> {
  const base = row.baseClientId ? await findClient(db, row.baseClientId) : null;
  return presentClientDetail(row, base);
}

export async function getClient(db: DbExecutor, user: AuthenticatedUser, clientId: string): Promise<ClientDetail> {
  return presentWithBase(db, await loadVisibleClient(db, user, clientId));
}
