/**
 * PUT /api/users/:userId/onboarding-form-email: the user's pending signing recipients addressed to `oldEmail` get
 * `email` (the form recipient follows an e-mail change), with an audit entry. Answers how many changed.
 */
import type { OnboardingFormEmailBody } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { recordAudit } from "../audit/index";
import { type UserRow, updateRecipientEmails } from "./repository";
import { kindOfRole, kindSubjectType } from "./user-kind";

export async function updateOnboardingFormEmail(
  db: Database,
  user: UserRow,
  body: OnboardingFormEmailBody,
  actor: Actor,
  now: Date,
): Promise<{ updatedRecipients: number }> {
  return db.transaction(async (tx) => {
    const updatedRecipients = await updateRecipientEmails(tx, user.id, body.oldEmail, body.email, now);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "user.onboarding-form-email",
      entity: kindSubjectType(kindOfRole(user.role)),
      entityId: user.id,
      before: { email: body.oldEmail },
      after: { email: body.email },
      extra: { updatedRecipients },
    });
    return { updatedRecipients };
  });
}
