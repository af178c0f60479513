/** Puts a 400 answer's field errors on the form's fields; answers whether any landed (else the caller shows the message). */
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { isApiError } from "../../../../lib/api-error";

export function applyServerFieldErrors<T extends FieldValues, TOutput>(
  form: Pick<UseFormReturn<T, unknown, TOutput>, "setError">,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  const known = isApiError(error) ? error.errors.filter((e) => (fields as readonly string[]).includes(e.path)) : [];
  for (const e of known) form.setError(e.path as Path<T>, { message: e.message }, { shouldFocus: true });
  return known.length > 0;
}
