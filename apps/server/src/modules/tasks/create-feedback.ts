/** POST /api/clients/:clientId/feedback: stores a hub user's rating (1 to 5) and optional comment. */
import type { CreateFeedbackBody, Feedback } from "@onboard/domain/hub/feedback-schemas";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { recordAudit } from "../audit/index";
import { presentFeedback } from "./presenter";
import { insertFeedback } from "./repository";

export async function createFeedback(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  input: { clientId: string; body: CreateFeedbackBody },
): Promise<Feedback> {
  return db.transaction(async (tx) => {
    const comment = input.body.comment ? input.body.comment : null;
    const row = await insertFeedback(tx, {
      clientId: input.clientId,
      userId: user.id,
      rating: input.body.rating,
      comment,
    });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "feedback.create",
      entity: "ClientFeedback",
      entityId: row.id,
      clientId: input.clientId,
      before: null,
      after: { rating: row.rating, comment: row.comment },
    });
    return presentFeedback(row);
  });
}
