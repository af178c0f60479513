/** POST /api/authn/factors/:factorId/lifecycle/activate: the first code proves the new factor, which becomes the user's only one. */
import type { ActivateFactorRequest } from "@onboard/domain/identity/authn-requests";
import type { Database } from "../../db/client";
import { authnError } from "./authn-error";
import type { AuthnOutcome } from "./authn-outcome";
import { loadTransaction, lockedOutcomeIfLocked, requireStatus } from "./authn-transaction";
import { completeSignIn } from "./complete-sign-in";
import { refuseAttempt } from "./record-failed-attempt";
import { findUserFactor } from "./repository";
import { isSmsCodeMatch } from "./sms-code";
import { isTotpCodeValid } from "./totp";

export interface ActivateFactorInput extends ActivateFactorRequest {
  factorId: string;
}

export async function activateFactor(db: Database, input: ActivateFactorInput, now: Date): Promise<AuthnOutcome> {
  const context = await loadTransaction(db, input.stateToken, now);
  const locked = await lockedOutcomeIfLocked(db, context, now);
  if (locked) return locked;
  requireStatus(context, "MFA_ENROLL_ACTIVATE");
  if (context.transaction.factorId !== input.factorId) throw authnError("INVALID_FACTOR");
  const factor = await findUserFactor(db, context.user.id, input.factorId);
  if (!factor || factor.verifiedAt) throw authnError("INVALID_FACTOR");

  const isValid =
    factor.type === "TOTP"
      ? await isTotpCodeValid(factor.secret ?? "", input.passCode, now)
      : isSmsCodeMatch(context.transaction, input.passCode, now);
  if (!isValid) {
    return refuseAttempt(db, { userId: context.user.id, context, error: authnError("INVALID_PASSCODE") }, now);
  }
  return completeSignIn(db, context, now, { activateFactorId: factor.id });
}
