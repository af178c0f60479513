/**
 * POST /api/users/reset-mfa/:email (staff): removes every MFA factor of the user and ends their sign-ins in
 * progress, in one transaction, so that the next sign-in answers MFA_ENROLL; then e-mails the user a notice.
 */
import type { Language } from "@onboard/domain/common/environments";
import { recordAudit } from "../audit/index";
import type { AccountMailDeps, LinkRecipient } from "./account-mail-deps";
import { closeOpenSignIns, deleteMfaFactors } from "./repository";

export async function resetMfa(
  deps: AccountMailDeps,
  user: LinkRecipient,
  options: { language: Language; sentByUserId: string },
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deleteMfaFactors(tx, user.id);
    await closeOpenSignIns(tx, user.id, now);
    await recordAudit(tx, {
      actorUserId: options.sentByUserId,
      action: "user.reset-mfa",
      entity: "User",
      entityId: user.id,
      extra: { email: user.email },
    });
  });
  await deps.mailer.sendEmail(deps.db, {
    to: [user.email],
    template: "reset-mfa-notice",
    language: options.language,
    data: { name: user.name, resetAt: now },
    sentByUserId: options.sentByUserId,
  });
}
