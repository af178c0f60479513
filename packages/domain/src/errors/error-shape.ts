/** The one error body every API failure returns: { message, code, errors? }. */
import { z } from "zod";

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
/** The CSRF rejection message; the web app retries mutations on exactly this text (spec §7). */
export const INVALID_CSRF_MESSAGE = "invalid csrf token";
export const CSRF_HEADER = "x-csrf-token";
