/**
 * The chat schemas and the server word their messages in English (the domain's CHAT_MESSAGES, the shared validation
 * messages, the error catalogue's, e.g. 429's); the widget shows them in the page's language. Words that are none of
 * these are shown as sent. The visitor's widget and the staff screens share it; each names its own general error.
 */
import { CHAT_MESSAGES } from "@onboard/domain/chat/chat-messages";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "./api-error";

const MESSAGE_KEYS = new Map<string, string>();
for (const [key, text] of Object.entries(CHAT_MESSAGES)) MESSAGE_KEYS.set(text, `chat:messages.${key}`);
for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
  if (!MESSAGE_KEYS.has(text)) MESSAGE_KEYS.set(text, `validation:${key}`);
}
for (const [key, text] of Object.entries(ERROR_MESSAGES)) {
  if (!MESSAGE_KEYS.has(text) && !text.includes("{")) MESSAGE_KEYS.set(text, `errors:${key}`);
}

/** The i18n key of a domain message, or null when the words are not one of ours. */
export function chatMessageKey(message: string): string | null {
  return MESSAGE_KEYS.get(message) ?? null;
}

/** `translate` for a field's message (undefined: no error); `errorText` for a failed call (its field's message first). */
export function useChatMessageText(generalError = "chat:errors.general") {
  // Not the staff screens' namespace: the public explorer does not load it (its general error's key names it, and the
  // portal has every namespace).
  const { t } = useTranslation(["chat", "validation", "errors"]);
  const translate = useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = chatMessageKey(message);
      return key ? t(key) : message;
    },
    [t],
  );
  const errorText = useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t(generalError);
      return translate(error.errors[0]?.message ?? error.message) ?? t(generalError);
    },
    [t, translate, generalError],
  );
  return { translate, errorText };
}
