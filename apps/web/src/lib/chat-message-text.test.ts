import { CHAT_MESSAGES } from "@onboard/domain/chat/chat-messages";
import { describe, expect, it } from "vitest";
import chatEn from "../locales/en/chat.json";
import validationEn from "../locales/en/validation.json";
import { chatMessageKey } from "./chat-message-text";

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<string, Tree> = { chat: chatEn, validation: validationEn };

function english(key: string): string | undefined {
  const [namespace = "", path = ""] = key.split(":");
  let node: string | Tree | undefined = LOCALES[namespace];
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

describe("the chat's domain messages", () => {
  it.each(Object.entries(CHAT_MESSAGES))("has a translation whose English is the domain's words: %s", (key, text) => {
    expect(chatMessageKey(text)).toBe(`chat:messages.${key}`);
    expect(english(`chat:messages.${key}`)).toBe(text);
  });

  it("leaves words it does not know as they are", () => {
    expect(chatMessageKey("Dana is typing")).toBeNull();
  });
});
