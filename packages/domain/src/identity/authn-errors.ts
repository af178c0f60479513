/** The sign-in API's own error codes, statuses and messages (ours: the spec names the cases but not the wording). */
import { ERROR_MESSAGES } from "../errors/catalogue";

export const AUTHN_ERRORS = {
  /** Unknown user or wrong password: the same answer for both, so that no one can tell which e-mails exist. */
  AUTHENTICATION_FAILED: { status: 401, message: "Sign-in failed. Check your e-mail and password." },
  INVALID_PASSCODE: { status: 401, message: "The code is not correct. Please try again." },
  /** Unknown, expired, cancelled or finished transaction. */
  INVALID_STATE_TOKEN: { status: 401, message: ERROR_MESSAGES.inconsistentTransaction },
  /** The step does not fit the transaction's status (e.g. change-password when the password has not expired). */
  INVALID_TRANSACTION_STATE: { status: 409, message: ERROR_MESSAGES.inconsistentTransaction },
  /** The factor id is not the one this transaction is about. */
  INVALID_FACTOR: { status: 400, message: ERROR_MESSAGES.inconsistentFactor },
} as const;
export type AuthnErrorCode = keyof typeof AUTHN_ERRORS;

/** Field messages of the sign-in forms. */
export const AUTHN_FIELD_MESSAGES = {
  passwordRequired: "Password is required",
  passCodeRequired: "Please enter the code.",
  passCodeFormat: "The code is 6 digits.",
  phoneNumberRequired: "Phone is required",
  phoneNumberInvalid: "Please enter a valid phone number.",
  oldPasswordIncorrect: "Your current password is not correct.",
} as const;
