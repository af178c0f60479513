/**
 * Soft-deletes a user (deleted_at; the e-mail becomes free again), ends their sessions, removes their client links
 * and records the audit entries, in one transaction. Nobody deletes their own account.
 */
import type { UserKind } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { recordAudit } from "../audit/index";
import { auditedUser } from "./presenter";
import { clientIdsOf, deleteSessionsOf, lockUserRow, unlinkClients, updateUserRow } from "./repository";
import { cannotDeleteSelf, userNotFound } from "./user-admin-errors";
import { isRoleOfKind, kindSubjectType } from "./user-kind";

export async function deleteUser(db: Database, kind: UserKind, userId: string, actor: Actor, now: Date) {
  if (userId === actor.user?.id) throw cannotDeleteSelf();
  await db.transaction(async (tx) => {
    const user = await lockUserRow(tx, userId);
    if (!user || !isRoleOfKind(kind, user.role)) throw userNotFound();
    const clientIds = await clientIdsOf(tx, userId);
    await updateUserRow(tx, userId, { deletedAt: now, updatedAt: now });
    await deleteSessionsOf(tx, userId);
    const unlinked = await unlinkClients(tx, userId);
    const base = { ...auditActor(actor), entity: kindSubjectType(kind), entityId: userId };
    await recordAudit(tx, { ...base, action: "user.delete", before: auditedUser(user, clientIds), after: null });
    for (const clientId of unlinked) {
      await recordAudit(tx, { ...base, action: `${kind}.unassign`, clientId, before: { userId }, after: null });
    }
  });
}
