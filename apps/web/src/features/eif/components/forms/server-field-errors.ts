/** Puts a 400's field errors on the dialog's fields; answers whether any landed, so that the rest is shown as a whole. */
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../../../lib/api-client";

export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  const known = (isApiError(error) ? error.errors : []).filter((e) => fields.includes(e.path));
  for (const e of known) setError(e.path as FieldPath<T>, { message: e.message }, { shouldFocus: true });
  return known.length > 0;
}
