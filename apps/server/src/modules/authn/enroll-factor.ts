/**
 * POST /api/authn/factors: enrols the one factor of a user who has none (MFA_ENROLL). TOTP answers with the secret
 * and its QR code; SMS sends a code to the phone. Either way the next step is MFA_ENROLL_ACTIVATE.
 */
import type { EnrollFactorRequest } from "@onboard/domain/identity/authn-requests";
import type { AuthnActivation } from "@onboard/domain/identity/authn-response";
import type { Database } from "../../db/client";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import { authnError } from "./authn-error";
import type { AuthnOutcome } from "./authn-outcome";
import { loadTransaction, lockedOutcomeIfLocked, requireStatus } from "./authn-transaction";
import { advanceTransaction, deleteUnverifiedFactors, insertFactor, listVerifiedFactors } from "./repository";
import { deliverSmsCode, type IssuedSmsCode, issueSmsCode } from "./sms-code";
import { newTotpSecret, totpQrCodeDataUrl, totpUri } from "./totp";

export async function enrollFactor(
  db: Database,
  smsSender: SmsSender,
  body: EnrollFactorRequest,
  now: Date,
): Promise<AuthnOutcome> {
  const context = await loadTransaction(db, body.stateToken, now);
  const locked = await lockedOutcomeIfLocked(db, context, now);
  if (locked) return locked;
  // From MFA_ENROLL_ACTIVATE too, so that a user can start over (another type, or a mistyped phone number).
  requireStatus(context, "MFA_ENROLL", "MFA_ENROLL_ACTIVATE");
  const { user, transaction } = context;
  if ((await listVerifiedFactors(db, user.id)).length > 0) throw authnError("INVALID_TRANSACTION_STATE");

  const isTotp = body.factorType === "token:software:totp";
  const secret = isTotp ? newTotpSecret() : null;
  const phoneNumber = body.factorType === "sms" ? body.phoneNumber : null;
  const sms: IssuedSmsCode | null = phoneNumber ? issueSmsCode(transaction.id, now) : null;

  const factor = await db.transaction(async (tx) => {
    await deleteUnverifiedFactors(tx, user.id);
    const created = await insertFactor(tx, { userId: user.id, type: isTotp ? "TOTP" : "SMS", secret, phoneNumber });
    const change = {
      status: "MFA_ENROLL_ACTIVATE",
      factorId: created.id,
      smsCodeHash: sms?.stored.smsCodeHash ?? null,
      smsCodeExpiresAt: sms?.stored.smsCodeExpiresAt ?? null,
    };
    if (!(await advanceTransaction(tx, transaction, change, now))) throw authnError("INVALID_STATE_TOKEN");
    return created;
  });

  let activation: AuthnActivation;
  if (secret) {
    const qrCodeDataUrl = await totpQrCodeDataUrl(totpUri(user.email, secret));
    activation = { factorId: factor.id, factorType: "token:software:totp", secret, qrCodeDataUrl };
  } else {
    await deliverSmsCode(smsSender, phoneNumber ?? "", sms?.code ?? "", { userId: user.id, purpose: "mfa-enroll" });
    activation = { factorId: factor.id, factorType: "sms", phoneNumber: phoneNumber ?? "" };
  }
  return {
    status: "MFA_ENROLL_ACTIVATE",
    stateToken: context.stateToken,
    expiresAt: transaction.expiresAt,
    user,
    activation,
  };
}
