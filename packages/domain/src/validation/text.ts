/** Text inputs, limited to 191 characters (both specs §9). */
import { z } from "zod";
import { VALIDATION_MESSAGES } from "./messages";
import { TEXT_MAX_LENGTH } from "./text-limits";

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: never part of a one-line text a
 * person reads (a name, a title), and a NUL cannot even be stored.
 */
function isControlCharacter(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** True when a one-line text holds no control character. */
export function hasNoControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControlCharacter(value.charCodeAt(i))) return false;
  return true;
}

/**
 * A trimmed one-line text of at most 191 characters, without control characters; with a required message, empty
 * text fails with it.
 */
export function text191(requiredMessage?: string) {
  const base = z.string(requiredMessage ? { error: requiredMessage } : undefined).trim();
  const required = requiredMessage ? base.min(1, requiredMessage) : base;
  return required
    .max(TEXT_MAX_LENGTH, VALIDATION_MESSAGES.textTooLong)
    .refine(hasNoControlCharacters, VALIDATION_MESSAGES.controlCharacters);
}
