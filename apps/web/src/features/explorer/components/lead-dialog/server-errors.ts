/** Puts a failed call's field errors on the form's fields (paths arrive without "body."), the first one focused. */
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { isApiError } from "../../../../lib/api-client";

export interface ServerErrorOptions<T extends FieldValues> {
  /** The fields the form shows; errors on other paths are left to the general message. */
  fields: readonly FieldPath<T>[];
  /** Where a 4xx refusal without field paths (a "string rejection") is shown, if anywhere. */
  stringRejectionField?: FieldPath<T>;
}

/** True when the error now shows on a field; false when the caller must show a general message. */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  { fields, stringRejectionField }: ServerErrorOptions<T>,
): boolean {
  if (!isApiError(error)) return false;
  const known = error.errors.filter((fieldError) => (fields as readonly string[]).includes(fieldError.path));
  known.forEach((fieldError, index) => {
    form.setError(
      fieldError.path as FieldPath<T>,
      { type: "server", message: fieldError.message },
      { shouldFocus: index === 0 },
    );
  });
  if (known.length > 0) return true;
  const isStringRejection = error.errors.length === 0 && error.status >= 400 && error.status < 500;
  if (stringRejectionField && isStringRejection) {
    form.setError(stringRejectionField, { type: "server", message: error.message }, { shouldFocus: true });
    return true;
  }
  return false;
}
