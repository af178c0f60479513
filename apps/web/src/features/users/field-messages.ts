/** The user API and schemas word their field errors in English (domain messages); forms show them translated. */
import { AUTHN_FIELD_MESSAGES } from "@onboard/domain/identity/authn-errors";
import { USER_ADMIN_MESSAGES } from "@onboard/domain/users/user-admin-schemas";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";

const MESSAGE_KEYS: Record<string, string> = {
  [USER_ADMIN_MESSAGES.nameRequired]: "users:validation.nameRequired",
  [USER_ADMIN_MESSAGES.emailTaken]: "users:validation.emailTaken",
  [AUTHN_FIELD_MESSAGES.phoneNumberInvalid]: "users:validation.phoneInvalid",
  [VALIDATION_MESSAGES.emailRequired]: "users:validation.emailRequired",
  [VALIDATION_MESSAGES.emailTooLong]: "users:validation.emailTooLong",
  [VALIDATION_MESSAGES.emailInvalid]: "users:validation.emailInvalid",
  [VALIDATION_MESSAGES.textTooLong]: "users:validation.textTooLong",
  [VALIDATION_MESSAGES.controlCharacters]: "users:validation.controlCharacters",
};

/** The i18n key for a message the domain knows, or null to show the words as they are. */
export function fieldMessageKey(message: string): string | null {
  return MESSAGE_KEYS[message] ?? null;
}
