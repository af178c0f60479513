/** POST /api/authn: checks e-mail and password, applies lockout and expiry, and starts the MFA step. */
import type { PrimaryAuthRequest } from "@onboard/domain/identity/authn-requests";
import { isLockedOut } from "@onboard/domain/identity/lockout";
import type { Database } from "../../db/client";
import { authnError } from "./authn-error";
import { type AuthnOutcome, lockedOut } from "./authn-outcome";
import { startTransaction } from "./authn-transaction";
import { mfaStepFor } from "./mfa-step";
import { isPasswordMatch, spendDummyVerification } from "./password-hashing";
import { refuseAttempt } from "./record-failed-attempt";
import { findActiveUserByEmail, listVerifiedFactors, saveLockoutState } from "./repository";

export async function authenticatePassword(db: Database, body: PrimaryAuthRequest, now: Date): Promise<AuthnOutcome> {
  const user = await findActiveUserByEmail(db, body.username);
  if (!user?.passwordHash) {
    // Same work and same answer as a wrong password: the response must not tell which e-mails exist.
    await spendDummyVerification(body.password);
    throw authnError("AUTHENTICATION_FAILED");
  }
  // Verified before the lock is looked at, so that a locked account answers in the usual time too.
  const isMatch = await isPasswordMatch(user.passwordHash, body.password);
  if (user.lockedUntil && isLockedOut(user.lockedUntil, now)) return lockedOut(user.lockedUntil);
  if (!isMatch) return refuseAttempt(db, { userId: user.id, error: authnError("AUTHENTICATION_FAILED") }, now);

  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await saveLockoutState(db, user.id, { failedLoginCount: 0, lockedUntil: null }, now);
  }
  // A null expiry means the password never expires (the demo users).
  if (user.passwordExpiresAt && user.passwordExpiresAt.getTime() <= now.getTime()) {
    const context = await startTransaction(db, user, "PASSWORD_EXPIRED", now);
    return {
      status: "PASSWORD_EXPIRED",
      stateToken: context.stateToken,
      expiresAt: context.transaction.expiresAt,
      user,
    };
  }
  const step = mfaStepFor(await listVerifiedFactors(db, user.id));
  const context = await startTransaction(db, user, step.status, now);
  return { ...step, stateToken: context.stateToken, expiresAt: context.transaction.expiresAt, user };
}
