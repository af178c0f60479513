/** Text inputs, limited to 191 characters (both specs §9). */
import { z } from "zod";
import { TEXT_MAX_LENGTH } from "../common/limits";
import { VALIDATION_MESSAGES } from "./messages";

/** A trimmed text of at most 191 characters; with a required message, empty text fails with it. */
export function text191(requiredMessage?: string) {
  const base = z.string(requiredMessage ? { error: requiredMessage } : undefined).trim();
  const required = requiredMessage ? base.min(1, requiredMessage) : base;
  return required.max(TEXT_MAX_LENGTH, VALIDATION_MESSAGES.textTooLong);
}
