/** The sign-in API words its field errors in English (domain messages); the forms show them in the user's language. */
import { AUTHN_FIELD_MESSAGES } from "@onboard/domain/identity/authn-errors";
import { PASSWORD_POLICY_MESSAGES } from "@onboard/domain/identity/password-policy";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";

const FIELD_MESSAGE_KEYS: Record<string, string> = {
  [AUTHN_FIELD_MESSAGES.passwordRequired]: "auth:validation.passwordRequired",
  [AUTHN_FIELD_MESSAGES.passCodeRequired]: "auth:validation.passCodeFormat",
  [AUTHN_FIELD_MESSAGES.passCodeFormat]: "auth:validation.passCodeFormat",
  [AUTHN_FIELD_MESSAGES.phoneNumberRequired]: "auth:validation.phoneRequired",
  [AUTHN_FIELD_MESSAGES.phoneNumberInvalid]: "auth:validation.phoneFormat",
  [AUTHN_FIELD_MESSAGES.oldPasswordIncorrect]: "auth:errors.oldPasswordIncorrect",
  [PASSWORD_POLICY_MESSAGES.tooShort]: "auth:validation.newPasswordTooShort",
  [PASSWORD_POLICY_MESSAGES.tooLong]: "auth:validation.newPasswordTooLong",
  [PASSWORD_POLICY_MESSAGES.tooCommon]: "auth:validation.newPasswordTooCommon",
  [PASSWORD_POLICY_MESSAGES.unchanged]: "auth:validation.newPasswordUnchanged",
  [VALIDATION_MESSAGES.emailRequired]: "auth:validation.emailRequired",
  [VALIDATION_MESSAGES.emailTooLong]: "auth:validation.emailTooLong",
  [VALIDATION_MESSAGES.emailInvalid]: "auth:validation.emailInvalid",
};

/** The i18n key for a message the domain knows, or null to show the server's words as they are. */
export function serverFieldMessageKey(message: string): string | null {
  return FIELD_MESSAGE_KEYS[message] ?? null;
}
