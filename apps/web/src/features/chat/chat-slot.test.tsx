import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureLanguage } from "../../lib/i18n";
import { json } from "../../test/fake-fetch";
import { ChatSlot } from "./chat-slot";
import { fakeServer, fakeSocket, ONLINE, PAGE_CONTEXT, resetChat, SUPPORT_EMAIL } from "./chat-test-support";

beforeEach(() => ensureLanguage("en"));
afterEach(() => {
  cleanup();
  resetChat();
});

const slot = (
  <MemoryRouter>
    <MantineProvider env="test">
      <ChatSlot context={PAGE_CONTEXT} placement="footer" supportEmail={SUPPORT_EMAIL} />
    </MantineProvider>
  </MemoryRouter>
);

describe("the chat slot", () => {
  it("renders nothing on the server, so the page's HTML has no chat entry and hydration matches", () => {
    const calls = fakeServer(() => undefined);
    expect(renderToString(<ChatSlot context={PAGE_CONTEXT} placement="footer" supportEmail={SUPPORT_EMAIL} />)).toBe(
      "",
    );
    expect(calls).toEqual([]);
  });

  it("loads the entry once mounted, which offers chat while the department is online", async () => {
    const calls = fakeServer((path) => (path === "/api/chat/availability" ? json(ONLINE) : undefined));
    fakeSocket();
    render(slot);
    expect(await screen.findByRole("button", { name: "Chat with us" })).toBeTruthy();
    expect(calls.map((call) => call.call)).toEqual([
      `GET /api/chat/availability?explorerPageId=${PAGE_CONTEXT.explorerPageId}`,
    ]);
  });
});
