/** Where a refusal lands on the signing page: a field, the signature, or the page (pure, so it is tested alone). */
import type { FieldValueError } from "@onboard/domain/onboarding-forms/field-values";
import type { ApiFieldError } from "../../../../lib/api-error";

export interface SigningErrors {
  fields: Record<string, string>;
  signature?: string;
  general: string[];
}

export const NO_ERRORS: SigningErrors = { fields: {}, general: [] };

/** The domain check's errors (validateRecipientValues): per field, or about the values as a whole. */
export function fromValueErrors(errors: FieldValueError[]): SigningErrors {
  const result: SigningErrors = { fields: {}, general: [] };
  for (const error of errors) {
    if (error.fieldId) result.fields[error.fieldId] ??= error.message;
    else result.general.push(error.message);
  }
  return result;
}

/** A 400 answer's field errors: "values.<fieldId>", "signature…", anything else on the page. */
export function fromServerErrors(errors: ApiFieldError[]): SigningErrors {
  const result: SigningErrors = { fields: {}, general: [] };
  for (const error of errors) {
    const fieldId = /^values\.(.+)$/.exec(error.path)?.[1];
    if (fieldId) result.fields[fieldId] ??= error.message;
    else if (error.path.startsWith("signature")) result.signature ??= error.message;
    else result.general.push(error.message);
  }
  return result;
}

export function hasErrors(errors: SigningErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Boolean(errors.signature) || errors.general.length > 0;
}
