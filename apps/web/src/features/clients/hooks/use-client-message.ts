/** Translates a message from the API or a schema when the domain knows it; other words are shown as they are. */
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { clientMessageKey } from "../field-messages";

export function useClientMessage() {
  const { t } = useTranslation("clients");
  const translate = (text: string | undefined): string | undefined => {
    if (!text) return undefined;
    const key = clientMessageKey(text);
    return key ? t(key) : text;
  };
  /** 4xx messages are the server's own words (spec §8); anything else gets the generic wording. */
  const errorMessage = (error: unknown): string =>
    isApiError(error) ? (translate(error.message) ?? error.message) : t("errors.generic");
  return { translate, errorMessage };
}
