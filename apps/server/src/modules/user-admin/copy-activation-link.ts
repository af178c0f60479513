/**
 * POST /api/users/:userId/activation-link: a fresh activation link (7 days, single use; the user's older links stop
 * working) for a staff member to copy and pass on, for a user who has not activated. Audited: the link is a credential.
 */
import type { Language } from "@onboard/domain/common/environments";
import { type Actor, auditActor } from "../../core/actor";
import { portalLink } from "../../integrations/mail/templates/portal-link";
import type { AccountMailDeps } from "../account-tokens/index";
import { ACCOUNT_TOKEN_PAGE, issueAccountToken } from "../account-tokens/index";
import { recordAudit } from "../audit/index";
import type { UserRow } from "./repository";
import { alreadyActivated } from "./user-admin-errors";
import { kindOfRole, kindSubjectType } from "./user-kind";

export async function copyActivationLink(
  deps: AccountMailDeps,
  user: UserRow,
  context: { actor: Actor; language: Language },
  now: Date,
): Promise<{ link: string }> {
  if (user.passwordSetAt) throw alreadyActivated();
  const issued = await issueAccountToken(deps.db, user.id, "ACTIVATION", now);
  await recordAudit(deps.db, {
    ...auditActor(context.actor),
    action: "user.activation-link",
    entity: kindSubjectType(kindOfRole(user.role)),
    entityId: user.id,
    extra: { tokenId: issued.id, expiresAt: issued.expiresAt },
  });
  return {
    link: portalLink(deps.publicOrigin, ACCOUNT_TOKEN_PAGE.ACTIVATION, context.language, { token: issued.token }),
  };
}
