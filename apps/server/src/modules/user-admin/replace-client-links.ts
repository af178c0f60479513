/**
 * Sets which clients a broker or ben admin is linked to (unknown clients are a 404), with one audit entry per client
 * gained or lost, so that each client's trail shows it. Runs inside the caller's transaction.
 */
import type { UserKind } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { DbExecutor } from "../../db/executor";
import { recordAudit } from "../audit/index";
import { clientIdsOf, existingClientIds, linkClients, unlinkClients } from "./repository";
import { clientNotFound } from "./user-admin-errors";
import { kindSubjectType } from "./user-kind";

export async function replaceClientLinks(
  tx: DbExecutor,
  kind: UserKind,
  userId: string,
  clientIds: readonly string[],
  actor: Actor,
): Promise<void> {
  const wanted = [...new Set(clientIds)];
  if ((await existingClientIds(tx, wanted)).size !== wanted.length) throw clientNotFound();
  const current = await clientIdsOf(tx, userId);
  const removed = await unlinkClients(
    tx,
    userId,
    current.filter((id) => !wanted.includes(id)),
  );
  const added = await linkClients(tx, userId, wanted);
  const base = { ...auditActor(actor), entity: kindSubjectType(kind), entityId: userId };
  for (const clientId of added) {
    await recordAudit(tx, { ...base, action: `${kind}.assign`, clientId, before: null, after: { userId } });
  }
  for (const clientId of removed) {
    await recordAudit(tx, { ...base, action: `${kind}.unassign`, clientId, before: { userId }, after: null });
  }
}
