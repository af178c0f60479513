/**
 * The domain words its rules' messages in English (word for word from the spec); the pages show them through the
 * explorerAdmin namespace, so English stays word for word and Spanish is translated. Unknown words are shown as they are.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { findValidationMessageKey } from "@onboard/domain/validation/messages";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";

export function useAdminMessage() {
  const { t, i18n } = useTranslation("explorerAdmin");
  const translate = (text: string | undefined): string | undefined => {
    if (!text) return undefined;
    if (text === ERROR_MESSAGES.preconditionFailed) return t("messages.preconditionFailed");
    const key = findValidationMessageKey(text);
    return key && i18n.exists(`explorerAdmin:messages.${key}`) ? t(`messages.${key}`) : text;
  };
  /** 4xx messages are the server's own words (spec §8); anything else gets the general wording. */
  const errorMessage = (error: unknown): string =>
    isApiError(error) ? (translate(error.message) ?? error.message) : t("errors.general");
  return { translate, errorMessage };
}
