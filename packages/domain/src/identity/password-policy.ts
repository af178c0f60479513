/**
 * The password policy (OWASP ASVS L2, V2.1): 8 to 128 characters counted as Unicode code points, spaces and every
 * printable character allowed, no composition rules, and not one of the common passwords (case-insensitive).
 */
import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
/** ASVS asks for at least 64; we accept up to 128 so that long pass phrases and generated passwords fit. */
export const PASSWORD_MAX_LENGTH = 128;

/** Ours: the spec gives no wording for these. */
export const PASSWORD_POLICY_MESSAGES = {
  required: "Password is required",
  tooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Your password must be no more than ${PASSWORD_MAX_LENGTH} characters long.`,
  tooCommon: "This password is too common. Please choose one that is harder to guess.",
  unchanged: "Your new password must be different from your current password.",
} as const;

/** Code points, not UTF-16 units, so that an emoji counts as one character. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The first rule the password breaks, as its message, or null when it meets the policy. */
export function passwordPolicyViolation(password: string): string | null {
  const length = passwordLength(password);
  if (length === 0) return PASSWORD_POLICY_MESSAGES.required;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_POLICY_MESSAGES.tooLong;
  if (isCommonPassword(password)) return PASSWORD_POLICY_MESSAGES.tooCommon;
  return null;
}

/** A new password as typed: never trimmed or otherwise changed, since every character counts. */
export const newPasswordSchema = z.string({ error: PASSWORD_POLICY_MESSAGES.required }).check((ctx) => {
  const message = passwordPolicyViolation(ctx.value);
  if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
});
