/**
 * The domain words its messages in English (the spec's words where it has them); the EIF shows them through the
 * validation namespace, so English stays word for word and Spanish is translated. Unknown words are shown as they are.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { findValidationMessageKey } from "@onboard/domain/validation/messages";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";

export function useEifMessage() {
  const { t, i18n } = useTranslation(["validation", "eif"]);
  const translate = (text: string | undefined | null): string | undefined => {
    if (!text) return undefined;
    if (text === ERROR_MESSAGES.preconditionFailed) return t("eif:errors.preconditionFailed");
    const key = findValidationMessageKey(text);
    return key && i18n.exists(`validation:${key}`) ? t(`validation:${key}`) : text;
  };
  /** 4xx messages are the server's own words (spec §8); anything else gets the general wording. */
  const errorMessage = (error: unknown): string =>
    isApiError(error) ? (translate(error.message) ?? error.message) : t("eif:errors.general");
  return { translate, errorMessage };
}
