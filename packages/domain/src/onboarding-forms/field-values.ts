/**
 * A form field's value and its checks (issue 15): the zod schema of each field's value, derived from its kind
 * (text: a trimmed one-line text; date: a calendar day YYYY-MM-DD; checkbox: true or false), and the check of the
 * values one recipient sends against the template: only their own fields, each valid, and (unless the signer is
 * saving to finish later) every required one given. Each refusal names the field and says what to do.
 */
import { z } from "zod";
import { TAX_ID_PATTERN } from "../eif/eif-answers";
import { isValidEmail } from "../validation/email";
import { hasNoControlCharacters } from "../validation/text";
import { TEXT_MAX_LENGTH } from "../validation/text-limits";
import { ZIP_CODE_PATTERN } from "../validation/zip-code";
import { FORM_FIELD_MESSAGES as M } from "./field-messages";
import { type FormField, type FormTemplate, type FormTextFormat, templateFields } from "./template-schema";

/** A filled field: text and dates as strings (a date as YYYY-MM-DD), a checkbox as true or false. */
export type FormFieldValue = string | boolean;
/** Field id → value: what the recipients have filled so far. */
export type FormFieldValues = Record<string, FormFieldValue>;

const FORMAT_RULES: Record<FormTextFormat, { test: (value: string) => boolean; message: string }> = {
  taxId: { test: (value) => TAX_ID_PATTERN.test(value), message: M.taxIdFormat },
  zipCode: { test: (value) => ZIP_CODE_PATTERN.test(value), message: M.zipFormat },
  email: { test: isValidEmail, message: M.emailInvalid },
};

/** True for a real calendar day written YYYY-MM-DD (no 2027-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** The zod schema of a given value of `field` (whether it may be left out is `validateRecipientValues`'s). */
export function fieldValueSchema(field: FormField): z.ZodType<FormFieldValue> {
  if (field.kind === "checkbox") {
    const checkbox = z.boolean({ error: M.checkboxExpected });
    return field.required ? checkbox.refine((value) => value, M.attestationRequired) : checkbox;
  }
  if (field.kind === "date") {
    return z.string({ error: M.dateInvalid }).trim().refine(isCalendarDay, M.dateInvalid);
  }
  const max = field.maxLength ?? TEXT_MAX_LENGTH;
  const format = field.format ? FORMAT_RULES[field.format] : null;
  return z
    .string({ error: M.textExpected })
    .trim()
    .max(max, max === TEXT_MAX_LENGTH ? M.textTooLong : M.textShorter)
    .refine(hasNoControlCharacters, M.controlCharacters)
    .refine((value) => value === "" || !format || format.test(value), format?.message ?? M.textExpected);
}

export interface FieldValueError {
  /** The field the message is about; null when the values as a whole are refused. */
  fieldId: string | null;
  message: string;
}

export type RecipientValuesResult =
  | { ok: true; values: FormFieldValues }
  | { ok: false; errors: FieldValueError[]; values?: undefined };

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Checks the values the recipient with `roleId` sends. `finishLater`: a partial save, where required fields may still
 * be empty. The accepted values are trimmed; empty optional texts are left out.
 */
export function validateRecipientValues(
  template: FormTemplate,
  roleId: string,
  values: unknown,
  options: { finishLater?: boolean } = {},
): RecipientValuesResult {
  if (!template.roles.some((role) => role.id === roleId)) {
    return { ok: false, errors: [{ fieldId: null, message: M.unknownRole }] };
  }
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    return { ok: false, errors: [{ fieldId: null, message: M.valuesExpected }] };
  }
  const sent = values as Record<string, unknown>;
  const fields = new Map(templateFields(template).map((field) => [field.id, field]));
  const errors: FieldValueError[] = [];
  const accepted: FormFieldValues = {};
  for (const fieldId of Object.keys(sent)) {
    const field = fields.get(fieldId);
    if (!field) errors.push({ fieldId, message: M.unknownField });
    else if (field.filledBy !== roleId) errors.push({ fieldId, message: M.anotherRecipientsField });
  }
  for (const field of fields.values()) {
    if (field.filledBy !== roleId) continue;
    const value = sent[field.id];
    if (isEmpty(value) || (typeof value === "string" && value.trim() === "")) {
      const required = field.required && !options.finishLater;
      if (required) errors.push({ fieldId: field.id, message: requiredMessage(field) });
      continue;
    }
    const parsed = fieldValueSchema(field).safeParse(value);
    if (!parsed.success) {
      // A partial save may leave an attestation unchecked.
      const uncheckedLater = options.finishLater && field.kind === "checkbox" && value === false;
      if (uncheckedLater) accepted[field.id] = false;
      else errors.push({ fieldId: field.id, message: parsed.error.issues[0]?.message ?? M.textExpected });
      continue;
    }
    accepted[field.id] = parsed.data;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values: accepted };
}

function requiredMessage(field: FormField): string {
  return field.kind === "checkbox" ? M.attestationRequired : M.responseRequired;
}
