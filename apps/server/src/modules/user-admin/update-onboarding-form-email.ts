/**
 * PUT /api/users/:userId/onboarding-form-email: the user's signing recipients still to sign on unfinished forms get
 * `email`, with the e-sign provider and in the portal (the form recipient follows an e-mail change), with an audit
 * entry. Answers how many changed.
 */
import type { OnboardingFormEmailBody } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import { recordAudit } from "../audit/index";
import { moveRecipientsToEmail, type RecipientEmailDeps } from "../onboarding-forms/index";
import type { UserRow } from "./repository";
import { kindOfRole, kindSubjectType } from "./user-kind";

export async function updateOnboardingFormEmail(
  deps: RecipientEmailDeps,
  user: UserRow,
  body: OnboardingFormEmailBody,
  actor: Actor,
  now: Date,
): Promise<{ updatedRecipients: number }> {
  const updatedRecipients = await moveRecipientsToEmail(deps, user, body.oldEmail, body.email, now);
  await recordAudit(deps.db, {
    ...auditActor(actor),
    action: "user.onboarding-form-email",
    entity: kindSubjectType(kindOfRole(user.role)),
    entityId: user.id,
    before: { email: body.oldEmail },
    after: { email: body.email },
    extra: { updatedRecipients },
  });
  return { updatedRecipients };
}
