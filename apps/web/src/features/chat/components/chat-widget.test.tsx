import { CHAT_VISITOR_STORAGE_KEY } from "@onboard/domain/chat/chat-limits";
import { CHAT_MESSAGES } from "@onboard/domain/chat/chat-messages";
import type { VisitorConversation } from "@onboard/domain/chat/chat-schemas";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureLanguage } from "../../../lib/i18n";
import { json } from "../../../test/fake-fetch";
import {
  type Answer,
  CONVERSATION_ID,
  fakeServer,
  fakeSocket,
  ONLINE,
  PAGE_CONTEXT,
  renderChatEntry,
  resetChat,
  testConversation,
} from "../chat-test-support";

const TOKEN = "secret-visitor-token";
const AGENT_REPLY = {
  id: "7c1e0000-0000-4000-8000-000000000201",
  sender: "AGENT" as const,
  authorName: "Dana",
  body: "Hello! <script>alert(1)</script>",
  sentAt: "2026-11-26T15:05:00.000Z",
};

beforeEach(() => ensureLanguage("en"));
afterEach(() => {
  cleanup();
  resetChat();
});

/** The availability says online; `answer` takes the rest. */
function server(answer: Answer = () => undefined) {
  return fakeServer((path, method, body, headers) =>
    path === "/api/chat/availability" ? json(ONLINE) : answer(path, method, body, headers),
  );
}

const started =
  (conversation: VisitorConversation = testConversation()) =>
  (path: string, method: string) =>
    path === "/api/chat/conversations" && method === "POST"
      ? json({ conversation, visitorToken: TOKEN }, 201)
      : undefined;

async function openWidget(name = "Chat with us") {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name }));
  const dialog = await screen.findByRole("dialog", { name });
  return { user, dialog };
}

async function startChat(user: ReturnType<typeof userEvent.setup>, message = "<b>x</b>") {
  await user.type(screen.getByRole("textbox", { name: /Message/ }), message);
  await user.click(screen.getByRole("button", { name: "Start chat" }));
  return screen.findByRole("log", { name: "Chat messages" });
}

describe("the chat widget", () => {
  it("starts a chat in the page's language and shows the messages as text, never as HTML", async () => {
    await ensureLanguage("es");
    const calls = server(started());
    const socket = fakeSocket();
    renderChatEntry({ path: "/es/benefits-explorer/harborview" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Chatee con nosotros" }));
    const dialog = await screen.findByRole("dialog", { name: "Chatee con nosotros" });
    expect(document.activeElement).toBe(dialog);
    expect(within(dialog).getByText("Benefits Explorer Demo")).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: "Su nombre (opcional)" }), "Rosa");
    await user.type(within(dialog).getByRole("textbox", { name: /Mensaje/ }), "<b>x</b>");
    await user.click(within(dialog).getByRole("button", { name: "Iniciar el chat" }));

    const log = await screen.findByRole("log", { name: "Mensajes del chat" });
    expect(within(log).getByText("<b>x</b>")).toBeTruthy();
    expect(log.querySelector("b")).toBeNull();
    expect(within(log).getByText("Usted")).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toBe("Esperando a un agente…");
    expect(calls.find((c) => c.call === "POST /api/chat/conversations")?.body).toEqual({
      context: PAGE_CONTEXT,
      pagePath: "/es/benefits-explorer/harborview",
      language: "es",
      firstMessage: "<b>x</b>",
      visitorName: "Rosa",
    });
    expect(JSON.parse(window.sessionStorage.getItem(CHAT_VISITOR_STORAGE_KEY) ?? "null")).toEqual({
      token: TOKEN,
      conversationId: CONVERSATION_ID,
    });
    await waitFor(() => expect(socket.auths.at(-1)).toEqual({ department: "DEMO", visitorToken: TOKEN }));
  });

  it("checks the message before sending: none is required", async () => {
    const calls = server(started());
    fakeSocket();
    renderChatEntry();
    const { user } = await openWidget();
    await user.click(screen.getByRole("button", { name: "Start chat" }));
    expect(await screen.findByText("Message is required")).toBeTruthy();
    expect(calls.some((c) => c.call.startsWith("POST"))).toBe(false);
  });

  it("shows why the server refused to start, in the page's words", async () => {
    server((path) =>
      path === "/api/chat/conversations" ? json({ message: CHAT_MESSAGES.departmentOffline }, 409) : undefined,
    );
    fakeSocket();
    renderChatEntry();
    const { user } = await openWidget();
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Hello");
    await user.click(screen.getByRole("button", { name: "Start chat" }));
    expect((await screen.findByRole("alert")).textContent).toBe(CHAT_MESSAGES.departmentOffline);
  });

  it("refetches on the socket's notice, names the agent, and sends with Enter (Shift+Enter is a new line)", async () => {
    let conversation = testConversation();
    const calls = server((path, method, body) => {
      if (path === "/api/chat/conversations") return json({ conversation, visitorToken: TOKEN }, 201);
      if (path === "/api/chat/visitor/conversation") return json(conversation);
      if (path === "/api/chat/visitor/messages" && method === "POST") {
        const sent = { ...AGENT_REPLY, id: "7c1e0000-0000-4000-8000-000000000301", sender: "VISITOR" as const };
        conversation = {
          ...conversation,
          messages: [...conversation.messages, { ...sent, authorName: null, body: (body as { body: string }).body }],
        };
        return json(conversation, 201);
      }
      return undefined;
    });
    const socket = fakeSocket();
    renderChatEntry();
    const { user } = await openWidget();
    const log = await startChat(user);

    conversation = {
      ...conversation,
      status: "ACTIVE",
      agentName: "Dana",
      messages: [...conversation.messages, AGENT_REPLY],
    };
    await waitFor(() => expect(socket.auths.at(-1)?.visitorToken).toBe(TOKEN));
    act(() => socket.notify("chat:changed", { conversationId: CONVERSATION_ID }));
    expect(await within(log).findByText("Hello! <script>alert(1)</script>")).toBeTruthy();
    expect(within(log).getByText("Dana")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Chatting with Dana");
    expect(calls.find((c) => c.call === "GET /api/chat/visitor/conversation")?.token).toBe(TOKEN);

    const box = screen.getByRole("textbox", { name: /Your message/ });
    await user.type(box, "Line one{Shift>}{Enter}{/Shift}line two");
    expect(calls.some((c) => c.call === "POST /api/chat/visitor/messages")).toBe(false);
    await user.type(box, "{Enter}");
    await waitFor(() =>
      expect(calls.find((c) => c.call === "POST /api/chat/visitor/messages")?.body).toEqual({
        body: "Line one\nline two",
      }),
    );
    expect(await within(log).findByText(/Line one\s+line two/)).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
  });

  it("fetches once more when a notice arrives while the conversation is being fetched", async () => {
    window.sessionStorage.setItem(
      CHAT_VISITOR_STORAGE_KEY,
      JSON.stringify({ token: TOKEN, conversationId: CONVERSATION_ID }),
    );
    let answerHeld: (response: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      answerHeld = resolve;
    });
    const latest = testConversation({ status: "ACTIVE", agentName: "Dana", messages: [AGENT_REPLY] });
    // The widget's first fetch, then one held back, then the latest.
    const answers: (() => Response | Promise<Response>)[] = [() => json(testConversation()), () => held];
    const calls = server((path) =>
      path === "/api/chat/visitor/conversation" ? (answers.shift()?.() ?? json(latest)) : undefined,
    );
    const socket = fakeSocket();
    renderChatEntry();
    await openWidget();
    await screen.findByRole("log");
    await waitFor(() => expect(socket.auths.at(-1)?.visitorToken).toBe(TOKEN));
    act(() => socket.notify("chat:changed", { conversationId: CONVERSATION_ID }));
    // A second notice while the held fetch is on its way: its answer may be older than the notice.
    act(() => socket.notify("chat:changed", { conversationId: CONVERSATION_ID }));
    answerHeld(json(testConversation()));
    expect(await screen.findByText("Hello! <script>alert(1)</script>")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Chatting with Dana");
    expect(calls.filter((c) => c.call === "GET /api/chat/visitor/conversation")).toHaveLength(3);
  });

  it.each([
    [409, CHAT_MESSAGES.conversationClosed, "This chat has ended"],
    [429, ERROR_MESSAGES.rateLimited, "Too many requests. Please wait a moment and try again."],
  ])("shows the server's %i refusal of a message", async (status, message, shown) => {
    server((path, method) => {
      if (path === "/api/chat/conversations")
        return json({ conversation: testConversation(), visitorToken: TOKEN }, 201);
      if (path === "/api/chat/visitor/messages" && method === "POST") return json({ message }, status);
      return undefined;
    });
    fakeSocket();
    renderChatEntry();
    const { user } = await openWidget();
    await startChat(user);
    await user.type(screen.getByRole("textbox", { name: /Your message/ }), "Are you there?{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(shown);
  });

  it("closes on Escape with focus back on the opener, and shows the same chat when reopened", async () => {
    server((path, method) => {
      if (path === "/api/chat/conversations")
        return json({ conversation: testConversation(), visitorToken: TOKEN }, 201);
      if (path === "/api/chat/visitor/conversation" && method === "GET") return json(testConversation());
      return undefined;
    });
    fakeSocket();
    renderChatEntry();
    const { user } = await openWidget();
    await startChat(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Chat with us" }));
    await user.click(screen.getByRole("button", { name: "Chat with us" }));
    const log = await screen.findByRole("log", { name: "Chat messages" });
    expect(within(log).getByText("<b>x</b>")).toBeTruthy();
  });

  it("forgets a token the server no longer knows, and offers a new chat", async () => {
    window.sessionStorage.setItem(
      CHAT_VISITOR_STORAGE_KEY,
      JSON.stringify({ token: "stale", conversationId: CONVERSATION_ID }),
    );
    const calls = server();
    fakeSocket();
    renderChatEntry();
    await openWidget();
    expect(await screen.findByRole("button", { name: "Start chat" })).toBeTruthy();
    expect(calls.find((c) => c.call === "GET /api/chat/visitor/conversation")?.token).toBe("stale");
    expect(window.sessionStorage.getItem(CHAT_VISITOR_STORAGE_KEY)).toBeNull();
  });

  it("ends the chat, e-mails the transcript, and says when the transcript cannot go", async () => {
    let transcriptStatus = 202;
    const calls = server((path, method) => {
      if (path === "/api/chat/conversations")
        return json({ conversation: testConversation(), visitorToken: TOKEN }, 201);
      if (path === "/api/chat/visitor/close" && method === "POST") return json(testConversation({ status: "CLOSED" }));
      if (path === "/api/chat/visitor/transcript-email") {
        return transcriptStatus === 202
          ? new Response(null, { status: 202 })
          : json({ message: CHAT_MESSAGES.transcriptLimit }, transcriptStatus);
      }
      return undefined;
    });
    fakeSocket();
    renderChatEntry();
    const { user } = await openWidget();
    await startChat(user);
    await user.click(screen.getByRole("button", { name: "End chat" }));
    expect(await screen.findByText("The chat has ended")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Your message/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Start a new chat" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "E-mail me the transcript" }));
    await user.click(screen.getByRole("button", { name: "Send transcript" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "rosa@example.com");
    await user.click(screen.getByRole("button", { name: "Send transcript" }));
    expect(await screen.findByText("The transcript is on its way to rosa@example.com.")).toBeTruthy();
    expect(calls.find((c) => c.call === "POST /api/chat/visitor/transcript-email")?.body).toEqual({
      email: "rosa@example.com",
    });

    transcriptStatus = 409;
    await user.click(screen.getByRole("button", { name: "E-mail me the transcript" }));
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "rosa@example.com");
    await user.click(screen.getByRole("button", { name: "Send transcript" }));
    expect((await screen.findByRole("alert")).textContent).toBe(CHAT_MESSAGES.transcriptLimit);
  });

  it.each(["en", "es"] as const)("has no axe violations with a conversation open (%s)", async (language) => {
    await ensureLanguage(language);
    window.sessionStorage.setItem(
      CHAT_VISITOR_STORAGE_KEY,
      JSON.stringify({ token: TOKEN, conversationId: CONVERSATION_ID }),
    );
    server((path) =>
      path === "/api/chat/visitor/conversation"
        ? json(
            testConversation({
              status: "ACTIVE",
              agentName: "Dana",
              messages: [...testConversation().messages, AGENT_REPLY],
            }),
          )
        : undefined,
    );
    fakeSocket();
    renderChatEntry({ path: `/${language}/benefits-explorer/harborview` });
    await openWidget(language === "en" ? "Chat with us" : "Chatee con nosotros");
    await screen.findByRole("log");
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
