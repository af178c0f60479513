/**
 * Issues a RESET token (60 minutes, single use, older ones ended) and e-mails its /reset link to the user. When a staff
 * member sends it (`sentByUserId`), the audit trail records who did.
 */
import type { Language } from "@onboard/domain/common/environments";
import { portalLink } from "../../integrations/mail/templates/portal-link";
import { recordAudit } from "../audit/index";
import type { AccountMailDeps, LinkRecipient } from "./account-mail-deps";
import { ACCOUNT_TOKEN_PAGE, RESET_TOKEN_TTL_MINUTES } from "./account-token-policy";
import { issueAccountToken } from "./issue-account-token";

export async function sendPasswordResetLink(
  deps: AccountMailDeps,
  user: LinkRecipient,
  options: { language: Language; sentByUserId?: string | null },
  now: Date,
): Promise<void> {
  const issued = await issueAccountToken(deps.db, user.id, "RESET", now);
  if (options.sentByUserId) {
    await recordAudit(deps.db, {
      actorUserId: options.sentByUserId,
      action: "user.reset-password",
      entity: "User",
      entityId: user.id,
      extra: { email: user.email },
    });
  }
  await deps.mailer.sendEmail(deps.db, {
    to: [user.email],
    template: "reset-password",
    language: options.language,
    data: {
      name: user.name,
      link: portalLink(deps.publicOrigin, ACCOUNT_TOKEN_PAGE.RESET, options.language, { token: issued.token }),
      expiresAt: issued.expiresAt,
      validMinutes: RESET_TOKEN_TTL_MINUTES,
    },
    sentByUserId: options.sentByUserId ?? null,
    idempotencyKey: `auth-token:${issued.id}`,
  });
}
