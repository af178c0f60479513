/** What a failed transaction call means for the screen: which field it belongs to and the words to show. */
import { identityErrorMessage } from "@onboard/domain/errors/error-helpers";
import type { TFunction } from "i18next";
import { isApiError } from "../../lib/api-client";
import { AUTHN_ERROR_CODES } from "./api/authn-types";
import { serverFieldMessageKey } from "./server-field-messages";

export interface AuthnFailure {
  code: string;
  message: string;
  /** Server field errors by field name ("body." removed), e.g. newPassword. */
  fields: Record<string, string>;
}

/** Codes whose wording is ours, so that it reads naturally in both languages. */
const TRANSLATED_CODES: Record<string, string> = {
  [AUTHN_ERROR_CODES.authenticationFailed]: "auth:errors.authenticationFailed",
  [AUTHN_ERROR_CODES.invalidPasscode]: "auth:errors.invalidPasscode",
  RATE_LIMITED: "errors:rateLimited",
  NO_RESPONSE: "errors:noResponse",
};

export function authnFailure(error: unknown, t: TFunction): AuthnFailure {
  if (!isApiError(error)) return { code: "UNKNOWN", message: t("errors:internal"), fields: {} };
  const fields = Object.fromEntries(
    error.errors.map(({ path, message }) => {
      const key = serverFieldMessageKey(message);
      return [path, key ? t(key) : message];
    }),
  );
  const key = TRANSLATED_CODES[error.code];
  if (key) return { code: error.code, message: t(key), fields };
  // The api client keeps the server's message for 4xx answers and a generic one otherwise.
  const message = identityErrorMessage({ message: error.message }) ?? t("errors:internal");
  return { code: error.code, message, fields };
}

/** The transaction is gone or has moved on: the flow starts again from the sign-in form. */
export function isStaleTransaction(failure: AuthnFailure): boolean {
  return (
    failure.code === AUTHN_ERROR_CODES.invalidStateToken || failure.code === AUTHN_ERROR_CODES.invalidTransactionState
  );
}

export function isRejectedFactor(failure: AuthnFailure): boolean {
  return failure.code === AUTHN_ERROR_CODES.invalidFactor;
}
