import { CHAT_MESSAGES } from "@onboard/domain/chat/chat-messages";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { describe, expect, it } from "vitest";
import english from "../../locales/en/chatConsole.json";
import spanish from "../../locales/es/chatConsole.json";
import { chatMessageKey } from "./chat-message-text";

describe("the chat's domain messages in the staff screens", () => {
  it("words every chat message in English exactly as the domain does, and has each in Spanish", () => {
    expect(english.messages).toEqual(CHAT_MESSAGES);
    expect(Object.keys(spanish.messages).sort()).toEqual(Object.keys(CHAT_MESSAGES).sort());
  });

  it("finds the key of a chat message, of a shared validation message, and none for other words", () => {
    expect(chatMessageKey(CHAT_MESSAGES.conversationTaken)).toBe("chatConsole:messages.conversationTaken");
    expect(chatMessageKey(VALIDATION_MESSAGES.emailInvalid)).toBe("validation:emailInvalid");
    expect(chatMessageKey("Something the server said")).toBeNull();
  });
});
