/** The authentication-transaction API's shapes come from the domain; these are the web app's names for them. */
import type { FactorType } from "@onboard/domain/identity/factor-types";

export type { AuthnActivation, AuthnFactor, AuthnResponse } from "@onboard/domain/identity/authn-response";
export type { FactorType } from "@onboard/domain/identity/factor-types";

export const TOTP_FACTOR = "token:software:totp" satisfies FactorType;
export const SMS_FACTOR = "sms" satisfies FactorType;

/** The API may one day offer a factor this app cannot handle; such a factor must not reach a screen. */
export function isSupportedFactorType(value: string): value is FactorType {
  return value === TOTP_FACTOR || value === SMS_FACTOR;
}

/** The transaction API's error codes the screens react to (domain AUTHN_ERRORS). */
export const AUTHN_ERROR_CODES = {
  authenticationFailed: "AUTHENTICATION_FAILED",
  invalidPasscode: "INVALID_PASSCODE",
  invalidStateToken: "INVALID_STATE_TOKEN",
  invalidTransactionState: "INVALID_TRANSACTION_STATE",
  invalidFactor: "INVALID_FACTOR",
} as const;
