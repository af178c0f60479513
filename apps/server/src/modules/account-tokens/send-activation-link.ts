/**
 * Issues an ACTIVATION token (7 days, single use; older activation and reactivation tokens ended) and e-mails its
 * /activate link. The public /reactivate call and the staff activation e-mails use it; it answers the stored e-mail.
 */
import type { Language } from "@onboard/domain/common/environments";
import type { StoredEmail } from "../../integrations/mail/outbox";
import { portalLink } from "../../integrations/mail/templates/portal-link";
import type { AccountMailDeps, LinkRecipient } from "./account-mail-deps";
import { ACCOUNT_TOKEN_PAGE, ACTIVATION_TOKEN_TTL_DAYS } from "./account-token-policy";
import { issueAccountToken } from "./issue-account-token";

export async function sendActivationLink(
  deps: AccountMailDeps,
  user: LinkRecipient,
  options: { language: Language; sentByUserId?: string | null; clientId?: string | null },
  now: Date,
): Promise<StoredEmail> {
  const issued = await issueAccountToken(deps.db, user.id, "ACTIVATION", now);
  return deps.mailer.sendEmail(deps.db, {
    to: [user.email],
    template: "activation",
    language: options.language,
    data: {
      name: user.name,
      link: portalLink(deps.publicOrigin, ACCOUNT_TOKEN_PAGE.ACTIVATION, options.language, { token: issued.token }),
      expiresAt: issued.expiresAt,
      validDays: ACTIVATION_TOKEN_TTL_DAYS,
    },
    clientId: options.clientId ?? null,
    sentByUserId: options.sentByUserId ?? null,
    idempotencyKey: `auth-token:${issued.id}`,
  });
}
