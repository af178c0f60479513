/** Client-side checks of the forgot, reactivate, reset and activate forms; each message is an i18n key of auth. */
import { emailSchema } from "@onboard/domain/validation/email";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { newPasswordErrorKey } from "./login-schemas";

const EMAIL_MESSAGE_KEYS: Record<string, string> = {
  [VALIDATION_MESSAGES.emailRequired]: "auth:validation.emailRequired",
  [VALIDATION_MESSAGES.emailTooLong]: "auth:validation.emailTooLong",
  [VALIDATION_MESSAGES.emailInvalid]: "auth:validation.emailInvalid",
};

export type EmailCheck = { email: string; errorKey?: undefined } | { email?: undefined; errorKey: string };

/** The shared e-mail rule (trimmed, 191 characters, format): the address to send, or why it cannot be sent. */
export function checkEmail(value: string): EmailCheck {
  const parsed = emailSchema.safeParse(value);
  if (parsed.success) return { email: parsed.data };
  const message = parsed.error.issues[0]?.message ?? "";
  return { errorKey: EMAIL_MESSAGE_KEYS[message] ?? "auth:validation.emailInvalid" };
}

export interface SetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The domain's password policy (the server applies the same) and a matching confirmation, as i18n keys. */
export function setPasswordErrors(values: SetPasswordValues): Partial<Record<keyof SetPasswordValues, string>> {
  const errors: Partial<Record<keyof SetPasswordValues, string>> = {};
  const violation = newPasswordErrorKey(values.newPassword);
  if (violation) errors.newPassword = violation;
  if (values.confirmPassword === "") errors.confirmPassword = "auth:validation.confirmPasswordRequired";
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = "auth:validation.passwordsDoNotMatch";
  return errors;
}
