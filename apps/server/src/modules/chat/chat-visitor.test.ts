/**
 * The live chat from a visitor's side: which department a page shows and whether it is online, starting a chat (and
 * its refusals), a visitor reaching only its own conversation, what a message may be, and the rate limits.
 */
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_VISITOR_MESSAGES_PER_MINUTE } from "@onboard/domain/chat/chat-limits";
import { CHAT_MESSAGES } from "@onboard/domain/chat/chat-messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";
import { chatConversations, explorerPages } from "../../db/schema/index";
import { chatTestSupport } from "./chat-test-support";
import { hashVisitorToken } from "./visitor-token";

let t: TestApp;
let chat: ReturnType<typeof chatTestSupport>;
beforeAll(async () => {
  t = await buildTestApp();
  chat = chatTestSupport(t);
});
afterAll(() => t.close());

async function availability(query: string, cookie?: string) {
  return t.app.inject({ method: "GET", url: `/api/chat/availability?${query}`, headers: cookie ? { cookie } : {} });
}

describe("GET /api/chat/availability", () => {
  beforeEach(() => chat.everyoneAway());

  it("shows the Demo department on a demo site and the Live one on a live site with chat, online by availability", async () => {
    const demo = await chat.pages.demo();
    const live = await chat.pages.liveWithChat();
    expect((await availability(`explorerPageId=${demo.id}`)).json()).toEqual({
      department: "DEMO",
      departmentName: "Benefits Explorer Demo",
      isOnline: false,
    });
    expect((await availability(`explorerPageId=${live.id}`)).json()).toEqual({
      department: "LIVE",
      departmentName: "Benefits Explorer Live",
      isOnline: false,
    });

    const agent = await chat.agent();
    await chat.setAvailable(agent, "DEMO");
    expect((await availability(`explorerPageId=${demo.id}`)).json().isOnline).toBe(true);
    expect((await availability(`explorerPageId=${live.id}`)).json().isOnline).toBe(false);

    await chat.setAvailable(agent, "LIVE");
    await chat.setAvailable(agent, "DEMO", false);
    expect((await availability(`explorerPageId=${demo.id}`)).json().isOnline).toBe(false);
    expect((await availability(`explorerPageId=${live.id}`)).json().isOnline).toBe(true);
  });

  it("finds a page by its vanity slug, as the public explorer does", async () => {
    const page = await chat.pages.liveWithChat();
    const slug = `chat-slug-${page.id.slice(0, 8)}`;
    await chat.db.update(explorerPages).set({ vanitySlug: slug }).where(eq(explorerPages.id, page.id));
    expect((await availability(`explorerPageId=${slug.toUpperCase()}`)).json().department).toBe("LIVE");
  });

  it("offers no chat on a live site without its chat option, nor on an unknown page", async () => {
    const agent = await chat.agent();
    await chat.setAvailable(agent, "LIVE");
    const page = await chat.pages.liveWithoutChat();
    const none = { department: null, departmentName: null, isOnline: false };
    expect((await availability(`explorerPageId=${page.id}`)).json()).toEqual(none);
    expect((await availability("explorerPageId=no-such-page")).json()).toEqual(none);
  });

  it("shows the hub the Live department, to a user who may read the client only", async () => {
    const broker = await createSessionFor(chat.db, { role: "BROKER" });
    const clientId = broker.user.clientIds[0];
    const other = await buildClient(chat.db);
    const mine = await availability(`clientId=${clientId}`, broker.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ department: "LIVE", isOnline: false });
    expect((await availability(`clientId=${other.id}`, broker.cookie)).statusCode).toBe(403);
    expect((await availability(`clientId=${clientId}`)).statusCode).toBe(401);
  });

  it("answers 400 to a query that names neither a page nor a client", async () => {
    expect((await availability("")).statusCode).toBe(400);
    expect((await availability("clientId=not-a-uuid")).statusCode).toBe(400);
  });
});

describe("POST /api/chat/conversations", () => {
  beforeEach(() => chat.everyoneAway());

  it("refuses with 409 where no chat is offered, and while the department is offline", async () => {
    const withoutChat = await chat.pages.liveWithoutChat();
    const noChat = await chat.startRaw(chat.startBody(withoutChat.id));
    expect(noChat.statusCode).toBe(409);
    expect(noChat.json()).toMatchObject({ message: CHAT_MESSAGES.noChatHere });
    const unknown = await chat.startRaw(chat.startBody("no-such-page"));
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ message: CHAT_MESSAGES.noChatHere });

    const demo = await chat.pages.demo();
    const offline = await chat.startRaw(chat.startBody(demo.id));
    expect(offline.statusCode).toBe(409);
    expect(offline.json()).toMatchObject({ message: CHAT_MESSAGES.departmentOffline });
  });

  it("starts a waiting chat with its first message and returns the token once, storing only its hash", async () => {
    const { started, page } = await chat.startedChat({ visitorEmail: "visitor@example.com" });
    expect(started.visitorToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.conversation).toMatchObject({
      department: "LIVE",
      departmentName: "Benefits Explorer Live",
      status: "WAITING",
      agentName: null,
      messages: [{ sender: "VISITOR", authorName: null, body: "Hello, I have a question" }],
    });
    const [row] = await chat.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, started.conversation.id));
    expect(row).toMatchObject({
      visitorTokenHash: hashVisitorToken(started.visitorToken),
      clientId: page.clientId,
      explorerPageId: page.id,
      visitorEmail: "visitor@example.com",
    });
    expect(JSON.stringify(row)).not.toContain(started.visitorToken);
  });

  it("starts a hub chat only for a user who may read the client", async () => {
    const agent = await chat.agent();
    await chat.setAvailable(agent, "LIVE");
    const benAdmin = await createSessionFor(chat.db, { role: "BEN_ADMIN" });
    const other = await buildClient(chat.db);
    const body = (clientId: string) => ({
      context: { type: "hub", clientId },
      pagePath: "/hub",
      language: "es",
      firstMessage: "Hola",
    });
    const own = await chat.as(
      benAdmin.cookie,
      "POST",
      "/api/chat/conversations",
      body(benAdmin.user.clientIds[0] ?? ""),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().conversation.department).toBe("LIVE");
    expect((await chat.as(benAdmin.cookie, "POST", "/api/chat/conversations", body(other.id))).statusCode).toBe(403);
    expect((await chat.startRaw(body(other.id))).statusCode).toBe(401);
  });

  it("refuses messages that are empty, too long or not text, with the domain's message", async () => {
    const agent = await chat.agent();
    await chat.setAvailable(agent, "LIVE");
    const page = await chat.pages.liveWithChat();
    const cases = [
      ["   ", CHAT_MESSAGES.messageRequired],
      ["x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1), CHAT_MESSAGES.messageTooLong],
      ["broken \ud800 text", CHAT_MESSAGES.messageText],
    ] as const;
    for (const [firstMessage, message] of cases) {
      const response = await chat.startRaw(chat.startBody(page.id, firstMessage));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors).toContainEqual({ path: "body.firstMessage", message });
    }
  });

  it("limits the starts from one address per hour (429)", async () => {
    const limited = await buildTestApp({ database: t.database, chatRateLimits: { startRateLimitMax: 2 } });
    try {
      const page = await chat.pages.liveWithChat();
      const agent = await chat.agent();
      await chat.setAvailable(agent, "LIVE");
      const start = async () =>
        limited.app.inject({
          method: "POST",
          url: "/api/chat/conversations",
          headers: await csrfHeaders(limited.app),
          remoteAddress: "10.200.0.1",
          payload: chat.startBody(page.id),
        });
      expect((await start()).statusCode).toBe(201);
      expect((await start()).statusCode).toBe(201);
      expect((await start()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("on the explorer host", () => {
  it("serves the visitor's calls and not the staff console's", async () => {
    const explorerHost = { host: "localhost:3001" };
    const agent = await chat.agent();
    await chat.setAvailable(agent, "LIVE");
    const page = await chat.pages.liveWithChat();
    expect((await availability(`explorerPageId=${page.id}`)).statusCode).toBe(200);
    const here = await t.app.inject({
      method: "GET",
      url: `/api/chat/availability?explorerPageId=${page.id}`,
      headers: explorerHost,
    });
    expect(here.json()).toMatchObject({ department: "LIVE", isOnline: true });
    const started = await chat.startRaw(chat.startBody(page.id), explorerHost);
    expect(started.statusCode).toBe(201);
    const token = started.json().visitorToken;
    const read = await t.app.inject({
      method: "GET",
      url: "/api/chat/visitor/conversation",
      headers: { ...explorerHost, "x-chat-visitor-token": token },
    });
    expect(read.statusCode).toBe(200);
    const id = started.json().conversation.id;
    for (const url of ["/api/chat/console", `/api/chat/conversations/${id}`]) {
      const response = await t.app.inject({ method: "GET", url, headers: { ...explorerHost, cookie: agent.cookie } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("a visitor's own conversation", () => {
  it("reads, sends to and closes its own conversation with its token", async () => {
    const { started } = await chat.startedChat();
    const token = started.visitorToken;
    const read = await chat.visitor(token, "GET", "/api/chat/visitor/conversation");
    expect(read.statusCode).toBe(200);
    expect(read.json().id).toBe(started.conversation.id);

    const sent = await chat.visitor(token, "POST", "/api/chat/visitor/messages", { body: "Are you there?" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().messages.map((m: { body: string }) => m.body)).toEqual([
      "Hello, I have a question",
      "Are you there?",
    ]);

    const closed = await chat.visitor(token, "POST", "/api/chat/visitor/close");
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe("CLOSED");
    const late = await chat.visitor(token, "POST", "/api/chat/visitor/messages", { body: "One more thing" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: CHAT_MESSAGES.conversationClosed });
  });

  it("never lets visitor B read, send to or close visitor A's conversation", async () => {
    const a = (await chat.startedChat()).started;
    const b = (await chat.startedChat()).started;
    const calls = [
      ["GET", "/api/chat/visitor/conversation", undefined],
      ["POST", "/api/chat/visitor/messages", { body: "hi" }],
      ["POST", "/api/chat/visitor/close", undefined],
      ["POST", "/api/chat/visitor/transcript-email", { email: "b@example.com" }],
    ] as const;
    for (const [method, url, body] of calls) {
      // B's token only ever reaches B's conversation; a made-up token or none reaches nothing.
      for (const token of ["not-a-real-token", `${a.visitorToken}x`, "", null]) {
        const response = await chat.visitor(token, method, url, body);
        expect(response.statusCode, `${method} ${url} with ${token}`).toBe(404);
      }
    }
    const own = await chat.visitor(b.visitorToken, "GET", "/api/chat/visitor/conversation");
    expect(own.json().id).toBe(b.conversation.id);
    expect(own.json().id).not.toBe(a.conversation.id);
    const aNow = await chat.visitor(a.visitorToken, "GET", "/api/chat/visitor/conversation");
    expect(aNow.json()).toMatchObject({ status: "WAITING", messages: [{ body: "Hello, I have a question" }] });
  });

  it("keeps HTML as the text typed", async () => {
    const { started } = await chat.startedChat();
    const html = "<b>x</b><script>alert(1)</script>";
    const sent = await chat.visitor(started.visitorToken, "POST", "/api/chat/visitor/messages", { body: html });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().messages.at(-1).body).toBe(html);
  });

  it("refuses an empty, too long or broken message with the domain's message", async () => {
    const { started } = await chat.startedChat();
    const cases = [
      ["", CHAT_MESSAGES.messageRequired],
      ["x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1), CHAT_MESSAGES.messageTooLong],
      ["\udc00", CHAT_MESSAGES.messageText],
    ] as const;
    for (const [body, message] of cases) {
      const response = await chat.visitor(started.visitorToken, "POST", "/api/chat/visitor/messages", { body });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors).toContainEqual({ path: "body.body", message });
    }
  });

  it(`limits a visitor's messages to ${CHAT_VISITOR_MESSAGES_PER_MINUTE} a minute per conversation (429)`, async () => {
    const first = (await chat.startedChat()).started;
    const second = (await chat.startedChat()).started;
    const send = (token: string) =>
      chat.visitor(token, "POST", "/api/chat/visitor/messages", { body: "again" }, "10.201.0.1");
    for (let i = 0; i < CHAT_VISITOR_MESSAGES_PER_MINUTE; i++)
      expect((await send(first.visitorToken)).statusCode).toBe(201);
    const limited = await send(first.visitorToken);
    expect(limited.statusCode).toBe(429);
    // Counted per conversation: another visitor at the same address still gets through.
    expect((await send(second.visitorToken)).statusCode).toBe(201);
  });
});
