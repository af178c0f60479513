import { CLIENT_MESSAGES } from "@onboard/domain/clients/client-messages";
import { LIST_CURSOR_MESSAGE } from "@onboard/domain/validation/list-cursor";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/clients.json";
import { clientMessageKey } from "./field-messages";

function lookup(key: string): unknown {
  return key
    .replace(/^clients:/, "")
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe("client messages", () => {
  it("translates every message the client API and schemas use, with the same English words", () => {
    for (const text of Object.values(CLIENT_MESSAGES)) {
      const key = clientMessageKey(text);
      expect(key, text).not.toBeNull();
      expect(lookup(key ?? "")).toBe(text);
    }
  });

  it("translates the expired page link (a list cursor), with the same English words", () => {
    const key = clientMessageKey(LIST_CURSOR_MESSAGE);
    expect(key).toBe("clients:messages.listCursorExpired");
    expect(lookup(key ?? "")).toBe(LIST_CURSOR_MESSAGE);
  });

  it("leaves unknown words as they are", () => {
    expect(clientMessageKey("Something the server said")).toBeNull();
  });
});
