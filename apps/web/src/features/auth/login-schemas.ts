/** Client-side checks of the sign-in forms; each message is an i18n key of the auth namespace. */
import { newPasswordSchema, PASSWORD_POLICY_MESSAGES } from "@onboard/domain/identity/password-policy";
import { normalizePhoneNumber } from "@onboard/domain/identity/phone-number";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { z } from "zod";

export const credentialsSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, "auth:validation.usernameRequired")
    .max(TEXT_MAX_LENGTH, "auth:validation.tooLong"),
  password: z.string().min(1, "auth:validation.passwordRequired"),
});

export const passCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "auth:validation.passCodeFormat"));

/** Typed in any common format; sent in E.164 as the server stores it (10 digits mean the US). */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1, "auth:validation.phoneRequired")
  .transform((value, ctx) => {
    const normalized = normalizePhoneNumber(value);
    if (normalized === null) {
      ctx.issues.push({ code: "custom", message: "auth:validation.phoneFormat", input: value });
      return z.NEVER;
    }
    return normalized;
  });

/** The domain's password policy (the server applies the same), told in the user's language. */
const POLICY_MESSAGE_KEYS: Record<string, string> = {
  [PASSWORD_POLICY_MESSAGES.required]: "auth:validation.newPasswordRequired",
  [PASSWORD_POLICY_MESSAGES.tooShort]: "auth:validation.newPasswordTooShort",
  [PASSWORD_POLICY_MESSAGES.tooLong]: "auth:validation.newPasswordTooLong",
  [PASSWORD_POLICY_MESSAGES.tooCommon]: "auth:validation.newPasswordTooCommon",
};

/** The i18n key for the first policy rule a new password breaks, or null when the server will accept it. */
export function newPasswordErrorKey(password: string): string | null {
  const parsed = newPasswordSchema.safeParse(password);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? "";
  return POLICY_MESSAGE_KEYS[message] ?? "auth:validation.newPasswordRequired";
}

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Every field's problem at once (the cross-field rules too), as i18n keys; empty when the form can be sent. */
export function changePasswordErrors(
  values: ChangePasswordValues,
): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = {};
  if (values.oldPassword === "") errors.oldPassword = "auth:validation.oldPasswordRequired";
  const violation = newPasswordErrorKey(values.newPassword);
  if (violation) errors.newPassword = violation;
  else if (values.newPassword === values.oldPassword) errors.newPassword = "auth:validation.newPasswordUnchanged";
  if (values.confirmPassword === "") errors.confirmPassword = "auth:validation.confirmPasswordRequired";
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = "auth:validation.passwordsDoNotMatch";
  return errors;
}

/** The first message per field, for forms that show one error under each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}
