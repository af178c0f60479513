import type { ChatConversationDetail } from "@onboard/domain/chat/chat-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { callsTo, clientDetail, emptySetup, json } from "../clients-test-support";

afterEach(() => vi.unstubAllGlobals());

const CONVERSATION_ID = "0a0b0c0d-5555-4555-8555-000000000005";
const TRANSCRIPTS = "/api/clients/c1/chat-transcripts";
const DETAIL = `/api/chat/conversations/${CONVERSATION_ID}`;

const transcript: ChatConversationDetail = {
  id: CONVERSATION_ID,
  department: "LIVE",
  status: "CLOSED",
  clientId: "c1",
  clientName: "Acme Bakery",
  explorerPageId: null,
  pagePath: "/client/c1/home",
  language: "es",
  visitorName: "Rosa",
  visitorEmail: "rosa@example.test",
  visitorUserId: null,
  agentUserId: "u1",
  agentName: "Avery",
  startedAt: "2026-11-20T15:00:00.000Z",
  takenAt: "2026-11-20T15:01:00.000Z",
  closedAt: "2026-11-20T15:09:00.000Z",
  lastMessageAt: "2026-11-20T15:08:00.000Z",
  messageCount: 2,
  firstMessage: "<b>x</b> ¿Dónde está mi formulario?",
  messages: [
    {
      id: "0a0b0c0d-6666-4666-8666-000000000006",
      sender: "VISITOR",
      authorName: null,
      body: "<b>x</b> ¿Dónde está mi formulario?",
      sentAt: "2026-11-20T15:00:00.000Z",
    },
    {
      id: "0a0b0c0d-7777-4777-8777-000000000007",
      sender: "AGENT",
      authorName: "Avery",
      body: "Ya va en camino.",
      sentAt: "2026-11-20T15:08:00.000Z",
    },
  ],
};

function server(transcripts: () => Response) {
  return (path: string): Response | undefined => {
    if (path === "/api/clients/c1") return json(clientDetail());
    if (path === "/api/clients/c1/setup") return json(emptySetup());
    if (path === "/api/clients/c1/audit-log") return json({ data: [], count: 0 });
    if (path === "/api/clients/c1/explorer-pages") return json({ data: [], count: 0 });
    if (path === TRANSCRIPTS) return transcripts();
    if (path === DETAIL) return json(transcript);
    if (path === `${DETAIL}/transcript-email`) return new Response(null, { status: 202 });
    return undefined;
  };
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

const { messages: _messages, ...summary } = transcript;

describe("the client's chat transcripts", { timeout: 30_000 }, () => {
  it("lists the client's chats, opens one as text in a dialog and e-mails it", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/clients/admin/c1/manage", {
      user: testUser,
      respond: server(() => json({ items: [summary] })),
    });
    const section = await screen.findByRole("region", { name: "Chat transcripts" });
    const table = await within(section).findByRole("table", { name: "The client's live chats, newest first" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(["Started", "Department", "Agent", "Status", "Messages", "Language", "Actions"]);
    expect(rows[1]?.slice(1)).toEqual(["Benefits Explorer Live", "Avery", "Closed", "2", "Spanish", "View"]);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(table).getByRole("button", { name: /^View the chat with Rosa/ }));
    const dialog = await screen.findByRole("dialog", { name: "Chat transcript" });
    const log = await within(dialog).findByRole("log", { name: "Messages" });
    expect(within(log).getByText("<b>x</b> ¿Dónde está mi formulario?")).toBeTruthy();
    expect(within(log).getByText("Ya va en camino.")).toBeTruthy();
    expect(log.querySelector("b")).toBeNull();
    expect(within(dialog).getByText("/client/c1/home")).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    const email = within(dialog).getByRole("textbox", { name: "E-mail address" }) as HTMLInputElement;
    expect(email.value).toBe("rosa@example.test");
    await user.click(within(dialog).getByRole("button", { name: "E-mail transcript" }));
    expect(await within(dialog).findByText("The transcript was sent to rosa@example.test.")).toBeTruthy();
    const [call] = callsTo(fetchMock, `${DETAIL}/transcript-email`, "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: "rosa@example.test" });
  });

  it("says when the client has no chats, and when they cannot be read", async () => {
    let answer = () => json({ items: [] });
    const first = renderApp("/clients/admin/c1/manage", { user: testUser, respond: server(() => answer()) });
    expect(await screen.findByText("No one from this client has chatted with us yet.")).toBeTruthy();
    first.unmount();

    answer = () => json({ message: "You do not have permission to do this.", code: "FORBIDDEN" }, 403);
    renderApp("/clients/admin/c1/manage", { user: testUser, respond: server(() => answer()) });
    const section = await screen.findByRole("region", { name: "Chat transcripts" });
    const alert = await within(section).findByRole("alert");
    expect(alert.textContent).toContain("The chat transcripts could not be loaded");
    expect(alert.textContent).toContain("You do not have permission to do this.");
  });

  it("speaks Spanish under /es", async () => {
    const user = userEvent.setup();
    renderApp("/es/clients/admin/c1/manage", { user: testUser, respond: server(() => json({ items: [summary] })) });
    const section = await screen.findByRole("region", { name: "Transcripciones de chat" });
    const table = await within(section).findByRole("table", {
      name: "Los chats en vivo del cliente, los más recientes primero",
    });
    expect(within(table).getByText("Cerrado")).toBeTruthy();
    expect(within(table).getByText("Español")).toBeTruthy();
    await user.click(within(table).getByRole("button", { name: /^Ver el chat con Rosa/ }));
    const dialog = await screen.findByRole("dialog", { name: "Transcripción del chat" });
    await waitFor(() => expect(within(dialog).getByRole("log", { name: "Mensajes" })).toBeTruthy());
    expect(await axeViolations()).toEqual([]);
  });
});
