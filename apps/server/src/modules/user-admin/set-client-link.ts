/**
 * PUT /api/users/{broker|ben-admin}/:userId/{assign|unassign}/:clientId: links or unlinks a broker or ben admin and a
 * client, with an audit entry on the client. Assigning twice, or unassigning a user who is not linked, changes nothing
 * and records nothing.
 */
import type { UserKind } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { recordAudit } from "../audit/index";
import { existingClientIds, linkClients, lockUserRow, unlinkClients } from "./repository";
import { clientNotFound, userNotFound } from "./user-admin-errors";
import { isRoleOfKind, kindSubjectType } from "./user-kind";

export async function setClientLink(
  db: Database,
  input: { kind: Exclude<UserKind, "internal">; userId: string; clientId: string; isLinked: boolean },
  actor: Actor,
): Promise<void> {
  const { kind, userId, clientId, isLinked } = input;
  await db.transaction(async (tx) => {
    const user = await lockUserRow(tx, userId);
    if (!user || !isRoleOfKind(kind, user.role)) throw userNotFound();
    if ((await existingClientIds(tx, [clientId])).size === 0) throw clientNotFound();
    const changed = isLinked ? await linkClients(tx, userId, [clientId]) : await unlinkClients(tx, userId, [clientId]);
    if (changed.length === 0) return;
    await recordAudit(tx, {
      ...auditActor(actor),
      action: `${kind}.${isLinked ? "assign" : "unassign"}`,
      entity: kindSubjectType(kind),
      entityId: userId,
      clientId,
      before: isLinked ? null : { userId, name: user.name },
      after: isLinked ? { userId, name: user.name } : null,
    });
  });
}
