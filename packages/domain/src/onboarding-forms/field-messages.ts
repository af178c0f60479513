/**
 * What a signer is told when a form field's value is refused (issue 15). Ours: the spec words none of these. Worded as
 * the shared messages are (`validation/messages.ts`), which these reuse where a rule is the same (a response, a
 * date, 191 characters, a tax id, a zip code, an e-mail address).
 */
import { VALIDATION_MESSAGES } from "../validation/messages";

export const FORM_FIELD_MESSAGES = {
  responseRequired: VALIDATION_MESSAGES.responseRequired,
  dateInvalid: VALIDATION_MESSAGES.dateInvalid,
  textTooLong: VALIDATION_MESSAGES.textTooLong,
  controlCharacters: VALIDATION_MESSAGES.controlCharacters,
  taxIdFormat: VALIDATION_MESSAGES.taxIdFormat,
  zipFormat: VALIDATION_MESSAGES.zipFormat,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  textExpected: "Please enter text",
  checkboxExpected: "Please check or clear this box",
  attestationRequired: "Please check this box to confirm",
  textShorter: "Please enter a shorter answer",
  valuesExpected: "Please send the form's fields as an object of field ids and values",
  unknownField: "This field is not on this form",
  anotherRecipientsField: "This field is filled by another signer",
  unknownRole: "This form has no signer with this role",
} as const;
