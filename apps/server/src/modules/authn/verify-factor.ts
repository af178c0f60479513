/**
 * POST /api/authn/factors/:factorId/verify: a TOTP code completes the sign-in; an SMS factor without a code
 * gets one sent (MFA_CHALLENGE), and with the code completes it. Wrong codes count towards the lockout.
 */
import { AUTHN_FIELD_MESSAGES } from "@onboard/domain/identity/authn-errors";
import type { VerifyFactorRequest } from "@onboard/domain/identity/authn-requests";
import type { Database } from "../../db/client";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import { authnError, fieldError } from "./authn-error";
import type { AuthnOutcome } from "./authn-outcome";
import { loadTransaction, lockedOutcomeIfLocked, requireStatus, type TransactionContext } from "./authn-transaction";
import { completeSignIn } from "./complete-sign-in";
import { refuseAttempt } from "./record-failed-attempt";
import { advanceTransaction, type FactorRow, findUserFactor } from "./repository";
import { deliverSmsCode, isSmsCodeMatch, issueSmsCode } from "./sms-code";
import { isTotpCodeValid } from "./totp";

export interface VerifyFactorInput extends VerifyFactorRequest {
  factorId: string;
}

async function sendChallenge(
  db: Database,
  smsSender: SmsSender,
  context: TransactionContext,
  factor: FactorRow,
  now: Date,
): Promise<AuthnOutcome> {
  const { code, stored } = issueSmsCode(context.transaction.id, now);
  const change = { status: "MFA_CHALLENGE", factorId: factor.id, ...stored };
  if (!(await advanceTransaction(db, context.transaction, change, now))) throw authnError("INVALID_STATE_TOKEN");
  await deliverSmsCode(smsSender, factor.phoneNumber ?? "", code, {
    userId: context.user.id,
    purpose: "mfa-challenge",
  });
  return {
    status: "MFA_CHALLENGE",
    stateToken: context.stateToken,
    expiresAt: context.transaction.expiresAt,
    user: context.user,
    factors: [factor],
  };
}

export async function verifyFactor(
  db: Database,
  smsSender: SmsSender,
  input: VerifyFactorInput,
  now: Date,
): Promise<AuthnOutcome> {
  const context = await loadTransaction(db, input.stateToken, now);
  const locked = await lockedOutcomeIfLocked(db, context, now);
  if (locked) return locked;
  requireStatus(context, "MFA_REQUIRED", "MFA_CHALLENGE");
  const factor = await findUserFactor(db, context.user.id, input.factorId);
  if (!factor?.verifiedAt) throw authnError("INVALID_FACTOR");

  if (factor.type === "SMS" && input.passCode === undefined) return sendChallenge(db, smsSender, context, factor, now);
  if (input.passCode === undefined) throw fieldError("body.passCode", AUTHN_FIELD_MESSAGES.passCodeRequired);

  const isValid =
    factor.type === "TOTP"
      ? await isTotpCodeValid(factor.secret ?? "", input.passCode, now)
      : context.transaction.factorId === factor.id && isSmsCodeMatch(context.transaction, input.passCode, now);
  if (!isValid) {
    return refuseAttempt(db, { userId: context.user.id, context, error: authnError("INVALID_PASSCODE") }, now);
  }
  return completeSignIn(db, context, now);
}
