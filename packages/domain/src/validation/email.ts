/** The shared e-mail field rule (benefits-explorer spec §5): length, format and label limits. */
import { z } from "zod";
import { EMAIL_LAST_DOMAIN_LABEL_MAX, EMAIL_MAX_LENGTH } from "./email-limits";
import { VALIDATION_MESSAGES } from "./messages";

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL_LABEL = /^[A-Za-z]{2,}$/;

/** Format only (length is checked separately so it gets its own message). */
export function isValidEmail(value: string): boolean {
  if (value.startsWith(".") || value.includes(".@") || value.includes("..")) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0 || value.indexOf("@") !== at) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  const last = labels.at(-1) ?? "";
  return (
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(last) &&
    last.length <= EMAIL_LAST_DOMAIN_LABEL_MAX
  );
}

/** An e-mail address that may be empty (""): for optional e-mail fields. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.emailTooLong)
  .refine((value) => value === "" || isValidEmail(value), VALIDATION_MESSAGES.emailInvalid);

/** A required e-mail address: "Email is required" when empty or missing. */
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.emailRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.emailTooLong)
  .refine((value) => value === "" || isValidEmail(value), VALIDATION_MESSAGES.emailInvalid);
