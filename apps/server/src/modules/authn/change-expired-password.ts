/**
 * POST /api/authn/credentials/change-password (from PASSWORD_EXPIRED): checks the current password and the policy,
 * stores the new argon2id hash with a fresh 90-day expiry, and continues to the MFA step.
 */
import { AUTHN_FIELD_MESSAGES } from "@onboard/domain/identity/authn-errors";
import { PASSWORD_MAX_AGE_DAYS } from "@onboard/domain/identity/authn-limits";
import type { ChangePasswordRequest } from "@onboard/domain/identity/authn-requests";
import { PASSWORD_POLICY_MESSAGES, passwordPolicyViolation } from "@onboard/domain/identity/password-policy";
import type { Database } from "../../db/client";
import { authnError, fieldError } from "./authn-error";
import type { AuthnOutcome } from "./authn-outcome";
import { loadTransaction, lockedOutcomeIfLocked, requireStatus } from "./authn-transaction";
import { mfaStepFor } from "./mfa-step";
import { hashPassword, isPasswordMatch } from "./password-hashing";
import { refuseAttempt } from "./record-failed-attempt";
import { advanceTransaction, listVerifiedFactors, updatePassword } from "./repository";

const DAY_MS = 24 * 60 * 60_000;

export async function changeExpiredPassword(
  db: Database,
  body: ChangePasswordRequest,
  now: Date,
): Promise<AuthnOutcome> {
  const context = await loadTransaction(db, body.stateToken, now);
  const locked = await lockedOutcomeIfLocked(db, context, now);
  if (locked) return locked;
  requireStatus(context, "PASSWORD_EXPIRED");
  const { user } = context;

  const isOldMatch = user.passwordHash ? await isPasswordMatch(user.passwordHash, body.oldPassword) : false;
  if (!isOldMatch) {
    const error = fieldError("body.oldPassword", AUTHN_FIELD_MESSAGES.oldPasswordIncorrect);
    return refuseAttempt(db, { userId: user.id, context, error }, now);
  }
  // The route's schema checks these already; repeated here so the rule holds for any caller.
  const violation = passwordPolicyViolation(body.newPassword);
  if (violation) throw fieldError("body.newPassword", violation);
  if (body.newPassword === body.oldPassword) throw fieldError("body.newPassword", PASSWORD_POLICY_MESSAGES.unchanged);

  const passwordHash = await hashPassword(body.newPassword);
  const step = mfaStepFor(await listVerifiedFactors(db, user.id));
  await db.transaction(async (tx) => {
    if (!(await advanceTransaction(tx, context.transaction, { status: step.status }, now))) {
      throw authnError("INVALID_STATE_TOKEN");
    }
    const passwordExpiresAt = new Date(now.getTime() + PASSWORD_MAX_AGE_DAYS * DAY_MS);
    await updatePassword(tx, user.id, { passwordHash, passwordSetAt: now, passwordExpiresAt });
  });
  return { ...step, stateToken: context.stateToken, expiresAt: context.transaction.expiresAt, user };
}
