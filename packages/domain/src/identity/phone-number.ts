/** Phone numbers for SMS factors: typed in any common format, stored in E.164 (+15551234567); 10 digits mean the US. */
import { z } from "zod";
import { AUTHN_FIELD_MESSAGES } from "./authn-errors";

const ALLOWED = /^\+?[0-9 ().-]+$/;

/** E.164 form of a typed number, or null when it is not a plausible phone number. */
export function normalizePhoneNumber(input: string): string | null {
  const value = input.trim();
  if (!ALLOWED.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  if (value.startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}

/** Shows only the last four digits, as a factor list does before the user has finished signing in. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  return `•••-•••-${digits.slice(-4)}`;
}

export const phoneNumberSchema = z
  .string({ error: AUTHN_FIELD_MESSAGES.phoneNumberRequired })
  .trim()
  .min(1, AUTHN_FIELD_MESSAGES.phoneNumberRequired)
  .max(32, AUTHN_FIELD_MESSAGES.phoneNumberInvalid)
  .transform((value, ctx) => {
    const normalized = normalizePhoneNumber(value);
    if (normalized === null) {
      ctx.issues.push({ code: "custom", message: AUTHN_FIELD_MESSAGES.phoneNumberInvalid, input: value });
      return z.NEVER;
    }
    return normalized;
  });
