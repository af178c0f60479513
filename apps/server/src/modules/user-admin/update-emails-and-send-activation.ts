/**
 * POST /api/users/update-email-and-send-activation-email: sets each listed user's e-mail (their pending signing
 * recipients follow) in one transaction, with an audit entry on the row's client; then e-mails each user who has
 * not activated a new activation link. Answers the e-mail ids and the clients to refresh.
 */
import type { Language } from "@onboard/domain/common/environments";
import type { BulkEmailUpdateBody, BulkEmailUpdateResult } from "@onboard/domain/users/user-admin-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { AccountMailDeps } from "../account-tokens/index";
import { sendActivationLink } from "../account-tokens/index";
import { recordAudit } from "../audit/index";
import {
  existingClientIds,
  findUserByEmail,
  lockUserRow,
  type UserRow,
  updateRecipientEmails,
  updateUserRow,
} from "./repository";
import { clientNotFound, emailTaken, isEmailUniqueViolation, userNotFound } from "./user-admin-errors";
import { kindOfRole, kindSubjectType } from "./user-kind";

export async function updateEmailsAndSendActivation(
  deps: AccountMailDeps,
  body: BulkEmailUpdateBody,
  context: { actor: Actor; language: Language },
  now: Date,
): Promise<BulkEmailUpdateResult> {
  const clientIds = [...new Set(body.users.map((row) => row.clientId))];
  const updated = await deps.db
    .transaction(async (tx) => {
      if ((await existingClientIds(tx, clientIds)).size !== clientIds.length) throw clientNotFound();
      const results: { user: UserRow; clientId: string }[] = [];
      for (const [index, row] of body.users.entries()) {
        const before = await lockUserRow(tx, row.userId);
        if (!before) throw userNotFound();
        const holder = await findUserByEmail(tx, row.email);
        if (holder && holder.id !== before.id) throw emailTaken(`body.users.${index}.email`);
        const user = await updateUserRow(tx, before.id, { email: row.email, updatedAt: now });
        if (before.email.toLowerCase() !== row.email.toLowerCase()) {
          await updateRecipientEmails(tx, before.id, before.email, row.email, now);
        }
        await recordAudit(tx, {
          ...auditActor(context.actor),
          action: "user.update-email-and-send-activation",
          entity: kindSubjectType(kindOfRole(before.role)),
          entityId: before.id,
          clientId: row.clientId,
          before: { email: before.email },
          after: { email: user.email },
        });
        results.push({ user, clientId: row.clientId });
      }
      return results;
    })
    .catch((error: unknown) => {
      if (isEmailUniqueViolation(error)) throw emailTaken("body.users");
      throw error;
    });

  const emailIds: string[] = [];
  for (const { user, clientId } of updated) {
    // An activated user signs in with the new address; an activation link would only confuse them.
    if (user.passwordSetAt) continue;
    const sent = await sendActivationLink(
      deps,
      user,
      { language: context.language, sentByUserId: context.actor.user?.id ?? null, clientId },
      now,
    );
    emailIds.push(sent.id);
  }
  return { emailIds, clientIds };
}
