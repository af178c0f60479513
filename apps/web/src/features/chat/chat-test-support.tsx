/**
 * Test support for the visitor's chat: a fake server behind fetch (availability, start, the visitor's routes), a fake
 * socket whose notices the test sends, conversations shaped like the server's, and the chat's stores put back.
 */
import { MantineProvider } from "@mantine/core";
import type { ChatAvailability, ChatContext, VisitorConversation } from "@onboard/domain/chat/chat-schemas";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { json } from "../../test/fake-fetch";
import { type ChatSocketAuth, resetChatSocket, setChatSocketFactory } from "./api/chat-socket";
import type { ChatPlacement } from "./chat-placement";
import { ChatEntry } from "./components/chat-entry";
import { resetChatWidget } from "./hooks/chat-widget-store";
import { resetChatAvailability } from "./hooks/use-chat-availability";
import type { ChatWidgetLoader } from "./hooks/use-chat-widget-module";
import { resetVisitorChat } from "./hooks/visitor-chat-store";

export const PAGE_CONTEXT = {
  type: "explorer",
  explorerPageId: "3f2a1b00-0000-4000-8000-000000000001",
} as const satisfies ChatContext;
export const CONVERSATION_ID = "7c1e0000-0000-4000-8000-000000000001";
export const SUPPORT_EMAIL = "support@onboard.test";

export const ONLINE: ChatAvailability = {
  department: "DEMO",
  departmentName: "Benefits Explorer Demo",
  isOnline: true,
};
export const OFFLINE: ChatAvailability = { ...ONLINE, isOnline: false };
export const NO_CHAT: ChatAvailability = { department: null, departmentName: null, isOnline: false };

const messageId = (n: number) => `7c1e0000-0000-4000-8000-${String(100 + n).padStart(12, "0")}`;

export function testConversation(overrides: Partial<VisitorConversation> = {}): VisitorConversation {
  return {
    id: CONVERSATION_ID,
    department: "DEMO",
    departmentName: "Benefits Explorer Demo",
    status: "WAITING",
    agentName: null,
    messages: [
      { id: messageId(1), sender: "VISITOR", authorName: null, body: "<b>x</b>", sentAt: "2026-11-26T15:04:00.000Z" },
    ],
    ...overrides,
  };
}

export type Answer = (
  path: string,
  method: string,
  body: unknown,
  headers: Headers,
) => Response | Promise<Response> | undefined;

/** Answers fetch: the CSRF token, then `answer`, else 404. Returns the calls as [method path, body, token header]. */
export function fakeServer(answer: Answer) {
  const calls: { call: string; body: unknown; token: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    if (url.pathname === "/api/csrf-token") return json({ token: "test-token" });
    calls.push({ call: `${method} ${url.pathname}${url.search}`, body, token: headers.get("x-chat-visitor-token") });
    return answer(url.pathname, method, body, headers) ?? json({ message: "Not found", code: "NOT_FOUND" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

/** A socket whose notices the test sends with `notify`; `auths` records each handshake. */
export function fakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const auths: ChatSocketAuth[] = [];
  let auth: () => ChatSocketAuth = () => ({});
  const socket = {
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
    connect() {
      auths.push(auth());
    },
    disconnect() {},
  };
  setChatSocketFactory(async (readAuth) => {
    auth = readAuth;
    auths.push(readAuth());
    return socket;
  });
  return {
    auths,
    notify(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
}

export const loadRealWidget: ChatWidgetLoader = () => import("./components/chat-widget");

/** The entry on an explorer page, in the language of `path`'s prefix. */
export function renderChatEntry({
  placement = "footer",
  loadWidget = loadRealWidget,
  path = "/benefits-explorer/harborview",
}: {
  placement?: ChatPlacement;
  loadWidget?: ChatWidgetLoader;
  path?: string;
} = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MantineProvider env="test">
        <main>
          <ChatEntry
            context={PAGE_CONTEXT}
            placement={placement}
            supportEmail={SUPPORT_EMAIL}
            loadWidget={loadWidget}
          />
        </main>
      </MantineProvider>
    </MemoryRouter>,
  );
}

/** Every chat store as a new page has it (the web tests share their worker's modules). */
export function resetChat(): void {
  resetChatAvailability();
  resetVisitorChat();
  resetChatWidget();
  resetChatSocket();
}
