/**
 * The explorer forms' messages come in English from the domain schemas and the server (spec §5 wording); this shows
 * each one the page's language knows in that language, and any other server message as it is.
 */
import { EXPLORER_FORM_MESSAGES } from "@onboard/domain/explorer/lead-schemas";
import { VALIDATION_MESSAGES, type ValidationMessageKey } from "@onboard/domain/validation/messages";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

const FORM_MESSAGES = [
  "emailRequired",
  "emailTooLong",
  "emailInvalid",
  "textTooLong",
  "controlCharacters",
  "firstNameRequired",
  "lastNameRequired",
  "cityRequired",
  "stateRequired",
  "stateNotValid",
  "phoneRequired",
  "externalUserRequired",
  "selectOption",
  "employerNameRequired",
  "brokerNameRequired",
  "benefitsRequired",
  "recaptchaTokenMissing",
  "languageRequired",
] as const satisfies readonly ValidationMessageKey[];

const MESSAGE_KEYS = new Map<string, string>([
  ...FORM_MESSAGES.map((key) => [VALIDATION_MESSAGES[key], `validation.${key}`] as const),
  // The server's own refusals: a lead sent twice within a day, a captcha that did not verify, a plan gone from the page.
  ...Object.entries(EXPLORER_FORM_MESSAGES).map(([key, text]) => [text, `serverMessages.${key}`] as const),
]);

/** Turns a form or server message into the text to show (undefined stays undefined: no error). */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation("explorerForms");
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = MESSAGE_KEYS.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
