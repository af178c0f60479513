/**
 * Who reaches a client's QPS push: carrier staff only (decision 026; the spec does not say), through the `QpsPush`
 * subject; everyone else is 401 or 403 before any look-up. A deleted client is 404. Routes call this before they
 * read a body.
 */
import type { AccessAction } from "@onboard/domain/permissions/access-action";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { DbExecutor } from "../../db/executor";
import { clients } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";

export interface QpsClientRecord {
  id: string;
  name: string;
  caseId: string;
}

export interface QpsAccess {
  user: AuthenticatedUser;
  client: QpsClientRecord;
}

export async function findQpsClient(db: DbExecutor, clientId: string): Promise<QpsClientRecord | null> {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, caseId: clients.caseId })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  return row ?? null;
}

export async function authorizeQps(
  actor: Actor,
  db: DbExecutor,
  action: AccessAction,
  clientId: string,
): Promise<QpsAccess> {
  const user = authorize(actor, action, "QpsPush");
  const client = await findQpsClient(db, clientId);
  if (!client) throw notFound();
  return { user, client };
}
