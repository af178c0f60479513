import { MantineProvider } from "@mantine/core";
import { CHAT_MESSAGES } from "@onboard/domain/chat/chat-messages";
import type { ChatConsole, ChatConversationDetail } from "@onboard/domain/chat/chat-schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Suspense } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureLanguage } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import {
  CLIENT_ID,
  CLOSED_ID,
  chatConsole,
  conversation,
  type Handler,
  installFakeChatSocket,
  json,
  MINE_ID,
  message,
  resetFakeChatSocket,
  stubChatServer,
  summary,
  WAITING_ID,
} from "../chat-console-test-support";
import { ChatConsoleRoute } from "./chat-console-route";

afterEach(() => {
  vi.unstubAllGlobals();
  resetFakeChatSocket();
});

const CONSOLE = "/api/chat/console";
const conversationPath = (id: string, action?: string) => `/api/chat/conversations/${id}${action ? `/${action}` : ""}`;

const waiting = conversation();
const mine = conversation({
  id: MINE_ID,
  status: "ACTIVE",
  department: "DEMO",
  clientId: CLIENT_ID,
  clientName: "Acme Bakery",
  pagePath: "/client/acme/home",
  language: "en",
  visitorName: "Bo",
  visitorEmail: "bo@example.test",
  agentName: "Avery",
  messages: [message({ body: "Where is my form?" })],
});

async function renderConsole(handler: Handler, language: "en" | "es" = "en") {
  const server = stubChatServer(handler);
  const socket = installFakeChatSocket();
  await ensureLanguage(language);
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[language === "es" ? "/es/chat" : "/chat"]}>
          <Suspense>
            <main>
              <ChatConsoleRoute />
            </main>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...server, socket, view, user: userEvent.setup() };
}

/** A console server whose state a test can change; conversations answered by id. */
function consoleServer(state: { console: ChatConsole; conversations: ChatConversationDetail[] }): Handler {
  return (path, method) => {
    if (path === CONSOLE && method === "GET") return json(state.console);
    const found = state.conversations.find((item) => path === conversationPath(item.id));
    if (found && method === "GET") return json(found);
    return undefined;
  };
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

const cells = (row: HTMLElement) => [...row.querySelectorAll("td")].map((cell) => cell.textContent);

describe("the chat console", () => {
  it("lists the waiting chats with where they come from and their first message, and takes one", async () => {
    const state = { console: chatConsole({ waiting: [summary(waiting)] }), conversations: [waiting] };
    const taken = { ...waiting, status: "ACTIVE" as const, agentName: "Avery", takenAt: "2026-11-26T15:01:00.000Z" };
    const { calls, user } = await renderConsole((path, method) => {
      if (path === conversationPath(WAITING_ID, "take") && method === "POST") {
        state.console = chatConsole({ mine: [summary(taken)] });
        state.conversations = [taken];
        return json(taken);
      }
      return consoleServer(state)(path, method, undefined);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Chat console" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Chats waiting for an agent, oldest first" });
    expect(screen.getByText("1 chat waiting for an agent.").getAttribute("role")).toBe("status");
    const [row] = within(table).getAllByRole("row").slice(1);
    if (!row) throw new Error("no waiting row");
    await waitFor(() => expect(cells(row)[6]).toBe("Hello, I have a question about dental coverage."));
    expect(cells(row).slice(1, 6)).toEqual([
      "Benefits Explorer Live",
      "—",
      "/benefits-explorer/acme",
      "Spanish",
      "Ana",
    ]);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(row).getByRole("button", { name: /^Take the chat with Ana/ }));
    expect(await screen.findByRole("heading", { name: "Chat with Ana" })).toBeTruthy();
    expect(calls(conversationPath(WAITING_ID, "take"), "POST")).toHaveLength(1);
    expect(await screen.findByText("No one is waiting for an agent.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Ana · —/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("textbox", { name: /Your reply/ })).toBeTruthy();
  });

  it("says so when another agent took the chat first, and fetches the list again", async () => {
    const state = { console: chatConsole({ waiting: [summary(waiting)] }), conversations: [waiting] };
    const { calls, user } = await renderConsole((path, method) => {
      if (path === conversationPath(WAITING_ID, "take") && method === "POST") {
        state.console = chatConsole();
        return json({ message: CHAT_MESSAGES.conversationTaken, code: "CHAT_CONVERSATION_TAKEN" }, 409);
      }
      return consoleServer(state)(path, method, undefined);
    });
    await user.click(await screen.findByRole("button", { name: /^Take the chat with Ana/ }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Another agent has already taken this chat");
    expect(await screen.findByText("No one is waiting for an agent.")).toBeTruthy();
    expect(calls(CONSOLE).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole("heading", { name: "Chat with Ana" })).toBeNull();
  });

  it("sets the agent available in a department with a PUT and shows the department online", async () => {
    const state = { console: chatConsole(), conversations: [] };
    const { calls, user } = await renderConsole((path, method, body) => {
      if (path === `${CONSOLE}/availability` && method === "PUT") {
        const [live, demo] = chatConsole().departments;
        if (!live || !demo) throw new Error("no departments");
        state.console = chatConsole({
          departments: [{ ...live, isAvailable: true, isOnline: true, availableAgents: 1 }, demo],
        });
        expect(body).toEqual({ department: "LIVE", isAvailable: true });
        return json(state.console);
      }
      return consoleServer(state)(path, method, undefined);
    });
    const live = await screen.findByRole("region", { name: "Benefits Explorer Live" });
    expect(within(live).getByText("Offline")).toBeTruthy();
    expect(within(live).getByText("0 agents available")).toBeTruthy();
    const demo = screen.getByRole("region", { name: "Benefits Explorer Demo" });
    expect(within(demo).getByText("Online")).toBeTruthy();
    expect(within(demo).getByText("2 agents available")).toBeTruthy();

    const toggle = within(live).getByRole("switch", { name: "Available in Benefits Explorer Live" });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(within(live).getByText("Online")).toBeTruthy());
    expect(within(live).getByText("1 agent available")).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(calls(`${CONSOLE}/availability`, "PUT")).toEqual([{ department: "LIVE", isAvailable: true }]);
  });

  it("sends a reply on Enter, keeps Shift+Enter as a new line, and shows the reply in the log", async () => {
    const state = { console: chatConsole({ mine: [summary(mine)] }), conversations: [mine] };
    const { calls, user } = await renderConsole((path, method, body) => {
      if (path === conversationPath(MINE_ID, "messages") && method === "POST") {
        const text = (body as { body: string }).body;
        const updated = {
          ...mine,
          messages: [...mine.messages, message({ sender: "AGENT", authorName: "Avery", body: text })],
        };
        state.conversations = [updated];
        return json(updated, 201);
      }
      return consoleServer(state)(path, method, undefined);
    });
    await user.click(await screen.findByRole("button", { name: /Bo · Acme Bakery/ }));
    expect(await screen.findByRole("heading", { name: "Chat with Bo" })).toBeTruthy();
    const log = screen.getByRole("log", { name: "Messages" });
    expect(within(log).getByText("Where is my form?")).toBeTruthy();
    const facts = screen.getByText("Client").closest("dl");
    expect(facts?.textContent).toContain("Acme Bakery");
    expect(facts?.textContent).toContain("/client/acme/home");
    expect(facts?.textContent).toContain("English");
    expect(facts?.textContent).toContain("bo@example.test");
    expect(facts?.textContent).toContain("Benefits Explorer Demo");

    const reply = screen.getByRole("textbox", { name: /Your reply/ });
    expect(reply.getAttribute("maxlength")).toBe("1000");
    await user.type(reply, "It is on its way.{Shift>}{Enter}{/Shift}Anything else?");
    expect(calls(conversationPath(MINE_ID, "messages"), "POST")).toHaveLength(0);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(log).getByText(/It is on its way\.\s+Anything else\?/)).toBeTruthy());
    expect(calls(conversationPath(MINE_ID, "messages"), "POST")).toEqual([
      { body: "It is on its way.\nAnything else?" },
    ]);
    expect(within(log).getByText("Avery")).toBeTruthy();
    expect((reply as HTMLTextAreaElement).value).toBe("");
    expect(await axeViolations()).toEqual([]);
  });

  it("checks the reply with the domain's schema and shows the server's refusal", async () => {
    const state = { console: chatConsole({ mine: [summary(mine)] }), conversations: [mine] };
    const { calls, user } = await renderConsole((path, method) => {
      if (path === conversationPath(MINE_ID, "messages") && method === "POST") {
        return json({ message: CHAT_MESSAGES.conversationClosed, code: "CHAT_CONVERSATION_CLOSED" }, 409);
      }
      return consoleServer(state)(path, method, undefined);
    });
    await user.click(await screen.findByRole("button", { name: /Bo · Acme Bakery/ }));
    const reply = await screen.findByRole("textbox", { name: /Your reply/ });
    await user.type(reply, "   ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Message is required")).toBeTruthy();
    expect(reply.getAttribute("aria-invalid")).toBe("true");
    expect(calls(conversationPath(MINE_ID, "messages"), "POST")).toHaveLength(0);

    await user.type(reply, "Still there?{Enter}");
    expect(await screen.findByText("This chat has ended")).toBeTruthy();
    expect(calls(conversationPath(MINE_ID, "messages"), "POST")).toEqual([{ body: "Still there?" }]);
  });

  it("shows what visitors type as text, never as HTML", async () => {
    const hostile = conversation({
      ...mine,
      visitorName: "<i>Eve</i>",
      messages: [message({ body: "<b>x</b><img src=x onerror=alert(1)>" })],
    });
    const state = {
      console: chatConsole({
        waiting: [summary({ ...hostile, id: WAITING_ID, status: "WAITING" })],
        mine: [summary(hostile)],
      }),
      conversations: [hostile, { ...hostile, id: WAITING_ID }],
    };
    const { user } = await renderConsole(consoleServer(state));
    const table = await screen.findByRole("table", { name: "Chats waiting for an agent, oldest first" });
    await waitFor(() => expect(within(table).getByText("<b>x</b><img src=x onerror=alert(1)>")).toBeTruthy());
    await user.click(screen.getByRole("button", { name: /<i>Eve<\/i> · Acme Bakery/ }));
    const log = await screen.findByRole("log", { name: "Messages" });
    expect(within(log).getByText("<b>x</b><img src=x onerror=alert(1)>")).toBeTruthy();
    expect(within(log).getByText("<i>Eve</i>")).toBeTruthy();
    expect(document.querySelector("main b, main img, main i")).toBeNull();
  });

  it("closes a chat, and e-mails its transcript to the visitor's address", async () => {
    const state = { console: chatConsole({ mine: [summary(mine)] }), conversations: [mine] };
    const { calls, user } = await renderConsole((path, method) => {
      if (path === conversationPath(MINE_ID, "close") && method === "POST") {
        const closed = { ...mine, status: "CLOSED" as const, closedAt: "2026-11-26T15:10:00.000Z" };
        state.conversations = [closed];
        state.console = chatConsole({ recentlyClosed: [summary(closed)] });
        return json(closed);
      }
      if (path === conversationPath(MINE_ID, "transcript-email") && method === "POST") {
        return new Response(null, { status: 202 });
      }
      return consoleServer(state)(path, method, undefined);
    });
    await user.click(await screen.findByRole("button", { name: /Bo · Acme Bakery/ }));
    await user.click(await screen.findByRole("button", { name: "Close chat" }));
    expect(await screen.findByText("This chat has ended. You can still e-mail its transcript.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Your reply/ })).toBeNull();
    expect(await screen.findByText("You have no open chats. Take a waiting chat to start one.")).toBeTruthy();
    const closedList = screen.getByRole("list", { name: "Recently closed" });
    expect(within(closedList).getByRole("button", { name: /Bo · Acme Bakery/ })).toBeTruthy();

    const email = screen.getByRole("textbox", { name: "E-mail address" }) as HTMLInputElement;
    expect(email.value).toBe("bo@example.test");
    await user.click(screen.getByRole("button", { name: "E-mail transcript" }));
    expect(await screen.findByText("The transcript was sent to bo@example.test.")).toBeTruthy();
    expect(calls(conversationPath(MINE_ID, "transcript-email"), "POST")).toEqual([{ email: "bo@example.test" }]);
  });

  it("checks the transcript's address and shows the server's refusal", async () => {
    const closed = conversation({
      id: CLOSED_ID,
      status: "CLOSED",
      visitorEmail: null,
      closedAt: "2026-11-26T16:00:00.000Z",
    });
    const state = { console: chatConsole({ recentlyClosed: [summary(closed)] }), conversations: [closed] };
    const { calls, user } = await renderConsole((path, method) => {
      if (path === conversationPath(CLOSED_ID, "transcript-email") && method === "POST") {
        return json({ message: CHAT_MESSAGES.transcriptLimit, code: "CHAT_TRANSCRIPT_LIMIT" }, 409);
      }
      return consoleServer(state)(path, method, undefined);
    });
    await user.click(await screen.findByRole("button", { name: /Ana · —/ }));
    const email = await screen.findByRole("textbox", { name: "E-mail address" });
    expect((email as HTMLInputElement).value).toBe("");
    await user.click(screen.getByRole("button", { name: "E-mail transcript" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(calls(conversationPath(CLOSED_ID, "transcript-email"), "POST")).toHaveLength(0);
    await user.type(email, "ana@example.test");
    await user.click(screen.getByRole("button", { name: "E-mail transcript" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This transcript has already been e-mailed the most times allowed");
    expect(screen.queryByRole("button", { name: "Close chat" })).toBeNull();
  });

  it("holds the /chat socket while open, fetches again on its notices, and lets it go on leaving", async () => {
    const state = { console: chatConsole(), conversations: [waiting] };
    const { calls, socket, view } = await renderConsole(consoleServer(state));
    expect(await screen.findByText("No one is waiting for an agent.")).toBeTruthy();
    await waitFor(() => expect(socket.listenerCount("chat:changed")).toBe(1));
    state.console = chatConsole({ waiting: [summary(waiting)] });
    socket.emit("chat:changed", { conversationId: WAITING_ID });
    expect(await screen.findByRole("table", { name: "Chats waiting for an agent, oldest first" })).toBeTruthy();
    expect(screen.getByText("1 chat waiting for an agent.")).toBeTruthy();

    const [live, demo] = chatConsole().departments;
    if (!live || !demo) throw new Error("no departments");
    state.console = { ...state.console, departments: [{ ...live, isOnline: true, availableAgents: 3 }, demo] };
    const before = calls(CONSOLE).length;
    socket.emit("chat:department", { department: "LIVE", departmentName: "Benefits Explorer Live", isOnline: true });
    expect(await screen.findByText("3 agents available")).toBeTruthy();
    expect(calls(CONSOLE).length).toBe(before + 1);

    expect(socket.isDisconnected).toBe(false);
    view.unmount();
    expect(socket.isDisconnected).toBe(true);
    expect(socket.listenerCount("chat:changed")).toBe(0);
  });

  it("shows the server's message when the console cannot be read", async () => {
    await renderConsole((path) =>
      path === CONSOLE
        ? json({ message: "You do not have permission to do this.", code: "FORBIDDEN" }, 403)
        : undefined,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The chat console could not be loaded");
    expect(alert.textContent).toContain("You do not have permission to do this.");
  });

  it("speaks Spanish under /es, and stays accessible", async () => {
    const state = {
      console: chatConsole({ waiting: [summary(waiting)], mine: [summary(mine)] }),
      conversations: [waiting, mine],
    };
    const { user } = await renderConsole(consoleServer(state), "es");
    expect(await screen.findByRole("heading", { level: 1, name: "Consola de chat" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Chats que esperan a un agente, los más antiguos primero" });
    expect(within(table).getByText("Español")).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Disponible en Benefits Explorer Live" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Bo · Acme Bakery/ }));
    expect(await screen.findByRole("heading", { name: "Chat con Bo" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Su respuesta/ })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("is the /chat page, reached from the internal bar's Chat link", async () => {
    const socket = installFakeChatSocket();
    const user = userEvent.setup();
    renderApp("/clients/admin", {
      user: testUser,
      respond: (path) => (path === CONSOLE ? json(chatConsole()) : undefined),
    });
    await user.click(await screen.findByRole("link", { name: "Chat" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Chat console" })).toBeTruthy();
    expect(await screen.findByText("No one is waiting for an agent.")).toBeTruthy();
    await waitFor(() => expect(socket.listenerCount("chat:changed")).toBe(1));
  });
});
