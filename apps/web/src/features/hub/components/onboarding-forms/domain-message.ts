/**
 * The onboarding-forms schemas and the server word their messages in English (domain messages); the screens show
 * them translated. A message with its placeholders already filled (e.g. "being signed by Rosa") is shown as it is.
 */
import { ADOPTED_SIGNATURE_MESSAGES } from "@onboard/domain/onboarding-forms/adopted-signature";
import { FORM_FIELD_MESSAGES } from "@onboard/domain/onboarding-forms/field-messages";
import { ONBOARDING_FORM_MESSAGES } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

const MESSAGE_KEYS = new Map<string, string>();
for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) MESSAGE_KEYS.set(text, `validation:${key}`);
const OWN: [Record<string, string>, string][] = [
  [ONBOARDING_FORM_MESSAGES, "form"],
  [FORM_FIELD_MESSAGES, "field"],
  [ADOPTED_SIGNATURE_MESSAGES, "signature"],
];
for (const [messages, group] of OWN) {
  for (const [key, text] of Object.entries(messages)) {
    if (!MESSAGE_KEYS.has(text)) MESSAGE_KEYS.set(text, `onboardingForms:messages.${group}.${key}`);
  }
}

/** The i18n key of a domain message, or null when the words are not one of ours. */
export function domainMessageKey(message: string): string | null {
  return MESSAGE_KEYS.get(message) ?? null;
}

/** Translates a domain message (undefined stays undefined, for a field without an error). */
export function useDomainMessage() {
  const { t } = useTranslation(["onboardingForms", "validation"]);
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = domainMessageKey(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
