/** POST /api/users/ben-admin/:userId/change-to-broker: the ben admin becomes a broker and keeps their clients. */
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { recordAudit } from "../audit/index";
import { clientIdsOf, lockUserRow, type UserRow, updateUserRow } from "./repository";
import { userNotFound } from "./user-admin-errors";

export async function changeToBroker(
  db: Database,
  userId: string,
  actor: Actor,
  now: Date,
): Promise<{ user: UserRow; clientIds: string[] }> {
  return db.transaction(async (tx) => {
    const before = await lockUserRow(tx, userId);
    if (before?.role !== "BEN_ADMIN") throw userNotFound();
    const user = await updateUserRow(tx, userId, { role: "BROKER", updatedAt: now });
    const clientIds = await clientIdsOf(tx, userId);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "user.change-to-broker",
      entity: "Broker",
      entityId: userId,
      before: { role: "BEN_ADMIN" },
      after: { role: "BROKER" },
      extra: { clientIds },
    });
    return { user, clientIds };
  });
}
