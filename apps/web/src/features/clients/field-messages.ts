/** The client API and schemas word their messages in English (domain messages); the pages show them translated. */
import { CLIENT_MESSAGES } from "@onboard/domain/clients/client-messages";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { LIST_CURSOR_MESSAGE } from "@onboard/domain/validation/list-cursor";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";

const MESSAGE_KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CLIENT_MESSAGES).map(([key, text]) => [text, `clients:messages.${key}`])),
  [VALIDATION_MESSAGES.emailRequired]: "clients:messages.emailRequired",
  [VALIDATION_MESSAGES.emailTooLong]: "clients:messages.emailTooLong",
  [VALIDATION_MESSAGES.emailInvalid]: "clients:messages.emailInvalid",
  [VALIDATION_MESSAGES.textTooLong]: "clients:messages.textTooLong",
  [VALIDATION_MESSAGES.controlCharacters]: "clients:messages.controlCharacters",
  [ERROR_MESSAGES.preconditionFailed]: "clients:messages.preconditionFailed",
  [LIST_CURSOR_MESSAGE]: "clients:messages.listCursorExpired",
};

/** The i18n key for a message the domain knows, or null to show the words as they are. */
export function clientMessageKey(message: string): string | null {
  return MESSAGE_KEYS[message] ?? null;
}
