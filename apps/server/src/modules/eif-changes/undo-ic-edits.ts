/**
 * POST /api/clients/:clientId/undo-ic-edits (spec §6): carrier staff undo the implementation consultant's edits made
 * after signing, those still waiting for review. A net change made only by carrier staff is taken back and its change
 * records removed (an undone edit did not happen); one a client user also edited stays, for review. The client's
 * changesUndoneAt moves, which marks the reset state of rule 6 until the changes are sent for review again. On a form
 * not signed there is nothing to undo; the stamp and the audit entry are still written.
 */
import type { UndoIcEditsResult } from "@onboard/domain/clients/client-schemas";
import type { NetChange } from "@onboard/domain/eif-changes/net-changes";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import { eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { clients } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import {
  changeAuthors,
  deleteChanges,
  insertChangeLogEntry,
  loadEifEditState,
  lockSignedForm,
} from "../eif-change-log/index";
import { revertChanges } from "./revert-changes";
import { logged } from "./review-changes";

export async function undoIcEdits(
  db: Database,
  actor: Actor,
  input: { clientId: string; user: AuthenticatedUser },
  now: Date,
): Promise<UndoIcEditsResult> {
  const { clientId, user } = input;
  return db.transaction(async (tx) => {
    if (!(await lockSignedForm(tx, clientId))) throw notFound();
    const state = await loadEifEditState(tx, clientId);
    const pending = (state?.net ?? []).filter((change) => change.status === "pending");
    const authors = await changeAuthors(
      tx,
      pending.flatMap((change) => change.changeIds),
    );
    const byStaff = (change: NetChange) =>
      change.changeIds.every((id) => {
        const role = authors.get(id)?.role;
        return role !== null && role !== undefined && isStaffRole(role as AuthenticatedUser["role"]);
      });
    const undone = pending.filter(byStaff);
    await revertChanges(tx, clientId, undone, now);
    await deleteChanges(
      tx,
      clientId,
      undone.flatMap((change) => change.changeIds),
    );
    await tx
      .update(clients)
      .set({ changesUndoneAt: now, changesUndoneByUserId: user.id, updatedAt: now })
      .where(eq(clients.id, clientId));
    if (undone.length > 0) {
      await insertChangeLogEntry(tx, {
        clientId,
        userId: user.id,
        details: {
          section: "undone",
          summary: `${undone.length} implementation consultant edit${undone.length === 1 ? "" : "s"} undone`,
          changes: logged(undone),
        },
        now,
      });
    }
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "client.undo-ic-edits",
      entity: "Client",
      entityId: clientId,
      clientId,
      before: { changes: logged(undone) },
      after: { changesUndoneAt: now.toISOString(), undoneCount: undone.flatMap((change) => change.changeIds).length },
    });
    return { undoneCount: undone.flatMap((change) => change.changeIds).length, changesUndoneAt: now.toISOString() };
  });
}
