/**
 * POST /api/users/{internal|broker|ben-admin}/:userId/activation-email: e-mails a user who has not activated their
 * account a new activation link (older links stop working), records it in the audit trail, and answers the e-mail's id.
 */
import type { Language } from "@onboard/domain/common/environments";
import type { UserKind } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { AccountMailDeps } from "../account-tokens/index";
import { sendActivationLink } from "../account-tokens/index";
import { recordAudit } from "../audit/index";
import { type UserRow, updateUserRow } from "./repository";
import { alreadyActivated } from "./user-admin-errors";
import { kindSubjectType } from "./user-kind";

export async function sendUserActivationEmail(
  deps: AccountMailDeps,
  kind: UserKind,
  user: UserRow,
  context: { actor: Actor; language: Language; clientId?: string | null },
  now: Date,
): Promise<{ emailIds: string[] }> {
  if (user.passwordSetAt) throw alreadyActivated();
  const sent = await sendActivationLink(
    deps,
    user,
    { language: context.language, sentByUserId: context.actor.user?.id ?? null, clientId: context.clientId ?? null },
    now,
  );
  await deps.db.transaction(async (tx) => {
    if (!user.welcomeEmailSentAt) await updateUserRow(tx, user.id, { welcomeEmailSentAt: now, updatedAt: now });
    await recordAudit(tx, {
      ...auditActor(context.actor),
      action: "user.activation-email",
      entity: kindSubjectType(kind),
      entityId: user.id,
      clientId: context.clientId ?? null,
      extra: { emailId: sent.id },
    });
  });
  return { emailIds: [sent.id] };
}
