/**
 * Test data and fakes for the staff chat screens: conversations shaped like the server's answers, a console, a fake
 * server answering by method and path (the CSRF token included), and a fake `/chat` socket whose notices a test emits.
 */
import type { ChatConsole, ChatConversationDetail, ChatMessage } from "@onboard/domain/chat/chat-schemas";
import { vi } from "vitest";
import type { LiveSocket } from "../../lib/live-socket";
import { json } from "../../test/fake-fetch";
import { testConfiguration } from "../../test/fixtures";
import { setChatStaffSocketFactory } from "./hooks/chat-staff-socket";

export { json } from "../../test/fake-fetch";

export const WAITING_ID = "0a0b0c0d-1111-4111-8111-000000000001";
export const MINE_ID = "0a0b0c0d-2222-4222-8222-000000000002";
export const CLOSED_ID = "0a0b0c0d-3333-4333-8333-000000000003";
export const CLIENT_ID = "5c5c5c5c-4444-4444-8444-000000000004";

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: crypto.randomUUID(),
    sender: "VISITOR",
    authorName: null,
    body: "Hello, I have a question about dental coverage.",
    sentAt: "2026-11-26T15:00:00.000Z",
    ...overrides,
  };
}

export function conversation(overrides: Partial<ChatConversationDetail> = {}): ChatConversationDetail {
  return {
    id: WAITING_ID,
    department: "LIVE",
    status: "WAITING",
    clientId: null,
    clientName: null,
    explorerPageId: "acme",
    pagePath: "/benefits-explorer/acme",
    language: "es",
    visitorName: "Ana",
    visitorEmail: "ana@example.test",
    visitorUserId: null,
    agentUserId: null,
    agentName: null,
    startedAt: "2026-11-26T15:00:00.000Z",
    takenAt: null,
    closedAt: null,
    lastMessageAt: "2026-11-26T15:00:00.000Z",
    messageCount: 1,
    firstMessage: message().body,
    messages: [message()],
    ...overrides,
  };
}

export function summary(detail: ChatConversationDetail) {
  const { messages, ...rest } = detail;
  return { ...rest, firstMessage: messages.find((m) => m.sender === "VISITOR")?.body ?? "" };
}

export function chatConsole(overrides: Partial<ChatConsole> = {}): ChatConsole {
  return {
    departments: [
      {
        department: "LIVE",
        departmentName: "Benefits Explorer Live",
        isOnline: false,
        isAvailable: false,
        availableAgents: 0,
      },
      {
        department: "DEMO",
        departmentName: "Benefits Explorer Demo",
        isOnline: true,
        isAvailable: false,
        availableAgents: 2,
      },
    ],
    waiting: [],
    mine: [],
    recentlyClosed: [],
    ...overrides,
  };
}

export type Handler = (path: string, method: string, body: unknown) => Response | undefined;

/** Stubs fetch: the configuration and the CSRF token, then the test's handler; anything else is a 404. */
export function stubChatServer(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    if (path === "/api/configuration") return json(testConfiguration);
    if (path === "/api/csrf-token") return json({ token: "test-token" });
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return handler(path, method, body) ?? json({ message: "Not found", code: "NOT_FOUND" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  const calls = (path: string, method = "GET") =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) =>
          new URL(String(input), "http://localhost").pathname === path && (init?.method ?? "GET") === method,
      )
      .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
  return { fetchMock, calls };
}

/** A fake `/chat` socket: the listeners the console added, `emit` to send a notice, and whether it disconnected. */
export function installFakeChatSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    isDisconnected: false,
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
    disconnect() {
      socket.isDisconnected = true;
    },
    emit(event: string, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
  setChatStaffSocketFactory(async () => socket satisfies LiveSocket);
  return socket;
}

export function resetFakeChatSocket(): void {
  setChatStaffSocketFactory(null);
}
