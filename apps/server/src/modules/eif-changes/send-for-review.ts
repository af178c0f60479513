/**
 * POST /api/clients/:clientId/eif-changes/ready-for-review (ours): whoever edits the signed form sends its changes to
 * the carrier for review (readyForReviewAt, at and by). Only with changes waiting; sent again, the time moves on.
 */
import { EIF_CHANGE_REVIEW_MESSAGES } from "@onboard/domain/eif-changes/change-review-schema";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { clients } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { insertChangeLogEntry } from "../eif-change-log/index";
import { lockedEditState, logged } from "./review-changes";

export async function sendForReview(
  db: Database,
  actor: Actor,
  input: { clientId: string; user: AuthenticatedUser },
  now: Date,
): Promise<void> {
  const { clientId, user } = input;
  await db.transaction(async (tx) => {
    const state = await lockedEditState(tx, clientId);
    const pending = state.net.filter((change) => change.status === "pending");
    if (pending.length === 0) {
      const message = EIF_CHANGE_REVIEW_MESSAGES.nothingToSend;
      throw new AppError("VALIDATION_ERROR", 400, message, [{ path: "body", message }]);
    }
    await tx
      .update(clients)
      .set({ readyForReviewAt: now, readyForReviewByUserId: user.id, updatedAt: now })
      .where(eq(clients.id, clientId));
    await insertChangeLogEntry(tx, {
      clientId,
      userId: user.id,
      details: {
        section: "ready-for-review",
        summary: `${pending.length} change${pending.length === 1 ? "" : "s"} sent for review`,
        changes: logged(pending),
      },
      now,
    });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "eif.changes.ready-for-review",
      entity: "Eif",
      entityId: clientId,
      clientId,
      after: { pending: pending.length },
    });
  });
}
