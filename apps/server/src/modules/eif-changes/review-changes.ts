/**
 * Carrier staff review the EIF's changes after signing (issue 14): the changes named are accepted or declined with a
 * reason. In one transaction, under the form's lock (so no save lands in between): a declined change is taken back,
 * each change record gets its status, the client's review marks move (accepted or declined, at and by, the reason),
 * the review is written to the change log and audited.
 */
import type { EifChangeReviewBody } from "@onboard/domain/eif-changes/change-review-schema";
import type { NetChange } from "@onboard/domain/eif-changes/net-changes";
import { planReview } from "@onboard/domain/eif-changes/plan-review";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { type ChangeDetails, clients } from "../../db/schema/index";
import { AppError, notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { insertChangeLogEntry, loadEifEditState, lockSignedForm, markReviewed } from "../eif-change-log/index";
import { revertChanges } from "./revert-changes";

export const notSigned = () => new AppError("EIF_NOT_SIGNED", 409, ERROR_MESSAGES.eifNotSigned);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export const logged = (changes: readonly NetChange[]): ChangeDetails["changes"] =>
  changes.map(({ entity, entityId, attributeKey, from, to }) => ({ entity, entityId, attributeKey, from, to }));

/** The signed form's state, under its lock; 404 for no client, 409 when it is not signed. */
export async function lockedEditState(db: DbExecutor, clientId: string) {
  const form = await lockSignedForm(db, clientId);
  if (!form) throw notFound();
  if (!form.eifSignedAt) throw notSigned();
  const state = await loadEifEditState(db, clientId);
  if (!state) throw notFound();
  return state;
}

export async function reviewChanges(
  db: Database,
  actor: Actor,
  input: { clientId: string; user: AuthenticatedUser; body: EifChangeReviewBody },
  now: Date,
): Promise<void> {
  const { clientId, user, body } = input;
  await db.transaction(async (tx) => {
    const state = await lockedEditState(tx, clientId);
    const plan = planReview(state.net, body.accept, body.decline);
    if (plan.unknownIds.length > 0) {
      throw new AppError(
        "EIF_CHANGE_NOT_PENDING",
        409,
        ERROR_MESSAGES.eifChangeNotPending,
        plan.unknownIds.map((id) => ({ path: "body.changeIds", message: id })),
      );
    }
    await revertChanges(tx, clientId, plan.declined, now);
    const ids = (changes: NetChange[]) => changes.flatMap((change) => change.changeIds);
    await markReviewed(tx, { clientId, ids: ids(plan.accepted), status: "accepted", userId: user.id, now });
    await markReviewed(tx, { clientId, ids: ids(plan.declined), status: "declined", userId: user.id, now });
    const reason = body.declineReason ?? null;
    await tx
      .update(clients)
      .set({
        ...(plan.accepted.length > 0 && { changesAcceptedAt: now, changesAcceptedByUserId: user.id }),
        ...(plan.declined.length > 0 && {
          changesDeclinedAt: now,
          changesDeclinedByUserId: user.id,
          changesDeclinedReason: reason,
        }),
        updatedAt: now,
      })
      .where(eq(clients.id, clientId));
    for (const [section, changes] of [
      ["accepted", plan.accepted],
      ["declined", plan.declined],
    ] as const) {
      if (changes.length === 0) continue;
      const summary =
        section === "accepted"
          ? `${plural(changes.length, "change")} accepted`
          : `${plural(changes.length, "change")} declined: ${reason}`;
      await insertChangeLogEntry(tx, {
        clientId,
        userId: user.id,
        details: { section, summary, changes: logged(changes) },
        now,
      });
    }
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "eif.changes.review",
      entity: "Eif",
      entityId: clientId,
      clientId,
      after: { accepted: ids(plan.accepted), declined: ids(plan.declined), declineReason: reason },
    });
  });
}
