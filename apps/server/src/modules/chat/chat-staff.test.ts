/**
 * The live chat from carrier staff's side: the console and availability, taking (one of two concurrent takes wins),
 * replying and closing (only one's own), transcripts listed per client and e-mailed (capped), and signing out.
 */
import { CHAT_TRANSCRIPT_EMAILS_MAX } from "@onboard/domain/chat/chat-limits";
import { CHAT_MESSAGES } from "@onboard/domain/chat/chat-messages";
import type { ChatConsole } from "@onboard/domain/chat/chat-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { chatAgentAvailability, emails } from "../../db/schema/index";
import { chatTestSupport } from "./chat-test-support";

let t: TestApp;
let chat: ReturnType<typeof chatTestSupport>;
beforeAll(async () => {
  t = await buildTestApp();
  chat = chatTestSupport(t);
});
afterAll(() => t.close());

const conversationUrl = (id: string, action = "") => `/api/chat/conversations/${id}${action}`;

describe("staff only", () => {
  it.each([
    ["GET", "/api/chat/console"],
    ["PUT", "/api/chat/console/availability"],
    ["GET", ""],
    ["POST", "/take"],
    ["POST", "/messages"],
    ["POST", "/close"],
    ["POST", "/transcript-email"],
  ] as const)("%s %s: 401 anonymous, 403 for BROKER and BEN_ADMIN", async (method, path) => {
    const { started } = await chat.startedChat();
    const url = path.startsWith("/api") ? path : conversationUrl(started.conversation.id, path);
    const body = path.includes("availability")
      ? { department: "LIVE", isAvailable: true }
      : path === "/messages"
        ? { body: "hi" }
        : path === "/transcript-email"
          ? { email: "x@example.com" }
          : undefined;
    const anonymous = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
    expect([401, 403]).toContain(anonymous.statusCode);
    if (method === "GET") expect(anonymous.statusCode).toBe(401);
    for (const role of ["BROKER", "BEN_ADMIN"] as const) {
      const session = await createSessionFor(chat.db, { role });
      expect((await chat.as(session.cookie, method, url, body)).statusCode, role).toBe(403);
    }
    const after = await chat.visitor(started.visitorToken, "GET", "/api/chat/visitor/conversation");
    expect(after.json()).toMatchObject({ status: "WAITING", agentName: null });
  });
});

describe("the console", () => {
  it("shows each department, the agent's availability, and the waiting chats with page, client and language", async () => {
    await chat.everyoneAway();
    const { started, page, agent } = await chat.startedChat({ language: "es" });
    const response = await chat.as(agent.cookie, "GET", "/api/chat/console");
    expect(response.statusCode).toBe(200);
    const console = response.json<ChatConsole>();
    expect(console.departments).toEqual([
      {
        department: "LIVE",
        departmentName: "Benefits Explorer Live",
        isOnline: true,
        isAvailable: true,
        availableAgents: 1,
      },
      {
        department: "DEMO",
        departmentName: "Benefits Explorer Demo",
        isOnline: false,
        isAvailable: false,
        availableAgents: 0,
      },
    ]);
    expect(console.waiting.find((c) => c.id === started.conversation.id)).toMatchObject({
      status: "WAITING",
      clientId: page.clientId,
      clientName: page.clientName,
      explorerPageId: page.id,
      pagePath: `/benefits-explorer/${page.id}`,
      language: "es",
      messageCount: 1,
      firstMessage: "Hello, I have a question",
    });
    const other = await chat.agent("SLF_OWNER");
    const theirs = (await chat.as(other.cookie, "GET", "/api/chat/console")).json<ChatConsole>();
    expect(theirs.departments[0]).toMatchObject({ isOnline: true, isAvailable: false, availableAgents: 1 });
  });
});

describe("taking, replying and closing", () => {
  it("lets exactly one of two concurrent takes win", async () => {
    const { started } = await chat.startedChat();
    const [a, b] = [await chat.agent(), await chat.agent("SLF_OWNER")];
    const url = conversationUrl(started.conversation.id, "/take");
    const results = await Promise.all([chat.as(a.cookie, "POST", url), chat.as(b.cookie, "POST", url)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ message: CHAT_MESSAGES.conversationTaken });
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect([a.user.id, b.user.id]).toContain(winner.agentUserId);
    expect(winner.status).toBe("ACTIVE");
  });

  it("lets the agent who took it reply (the visitor sees their first name) and no other agent", async () => {
    const { started } = await chat.startedChat();
    const agent = await chat.agent();
    const other = await chat.agent();
    const id = started.conversation.id;
    expect((await chat.as(agent.cookie, "POST", conversationUrl(id, "/take"))).statusCode).toBe(200);
    const reply = await chat.as(agent.cookie, "POST", conversationUrl(id, "/messages"), { body: "<i>Hi</i> there" });
    expect(reply.statusCode).toBe(201);
    const intruder = await chat.as(other.cookie, "POST", conversationUrl(id, "/messages"), { body: "me too" });
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json()).toMatchObject({ message: CHAT_MESSAGES.notYourConversation });
    expect((await chat.as(other.cookie, "POST", conversationUrl(id, "/close"))).statusCode).toBe(403);

    const seen = (await chat.visitor(started.visitorToken, "GET", "/api/chat/visitor/conversation")).json();
    const firstName = agent.user.name.split(" ")[0];
    expect(seen).toMatchObject({ status: "ACTIVE", agentName: firstName });
    expect(seen.messages.at(-1)).toMatchObject({ sender: "AGENT", authorName: firstName, body: "<i>Hi</i> there" });

    const closed = await chat.as(agent.cookie, "POST", conversationUrl(id, "/close"));
    expect(closed.json()).toMatchObject({ status: "CLOSED" });
    const late = await chat.as(agent.cookie, "POST", conversationUrl(id, "/messages"), { body: "bye" });
    expect(late.statusCode).toBe(409);
    expect((await chat.as(other.cookie, "POST", conversationUrl(id, "/take"))).statusCode).toBe(409);
    const console = (await chat.as(agent.cookie, "GET", "/api/chat/console")).json<ChatConsole>();
    expect(console.recentlyClosed.map((c) => c.id)).toContain(id);
    expect(console.mine.map((c) => c.id)).not.toContain(id);
  });

  it("lets any agent close a waiting chat, and refuses a reply to a chat not taken", async () => {
    const { started } = await chat.startedChat();
    const agent = await chat.agent();
    const id = started.conversation.id;
    expect((await chat.as(agent.cookie, "POST", conversationUrl(id, "/messages"), { body: "hi" })).statusCode).toBe(
      403,
    );
    const closed = await chat.as(agent.cookie, "POST", conversationUrl(id, "/close"));
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe("CLOSED");
  });

  it("answers 404 for an unknown conversation and 400 for an id that is not one", async () => {
    const agent = await chat.agent();
    expect(
      (await chat.as(agent.cookie, "GET", conversationUrl("00000000-0000-4000-8000-000000000000"))).statusCode,
    ).toBe(404);
    expect((await chat.as(agent.cookie, "GET", conversationUrl("nope"))).statusCode).toBe(400);
  });
});

describe("transcripts", () => {
  it("e-mails the transcript in the conversation's language, as text, at most the allowed times", async () => {
    const { started, agent } = await chat.startedChat({ language: "es" });
    const token = started.visitorToken;
    await chat.visitor(token, "POST", "/api/chat/visitor/messages", { body: "<b>x</b>" });
    const to = `transcript-${started.conversation.id}@example.com`;
    const first = await chat.visitor(token, "POST", "/api/chat/visitor/transcript-email", { email: to });
    expect(first.statusCode).toBe(202);
    const [email] = await chat.db
      .select()
      .from(emails)
      .where(and(eq(emails.template, "chat-transcript"), eq(emails.to, [to])));
    expect(email).toMatchObject({ language: "es", subject: "La transcripción de su chat: Benefits Explorer Live" });
    expect(email?.text).toContain("<b>x</b>");
    expect(email?.text).toContain("Hello, I have a question");
    expect(email?.html).not.toContain("<b>x</b>");
    expect(email?.html).toContain("&lt;b&gt;x&lt;/b&gt;");

    for (let sent = 1; sent < CHAT_TRANSCRIPT_EMAILS_MAX; sent++) {
      const url = conversationUrl(started.conversation.id, "/transcript-email");
      expect((await chat.as(agent.cookie, "POST", url, { email: to })).statusCode).toBe(202);
    }
    const capped = await chat.visitor(token, "POST", "/api/chat/visitor/transcript-email", { email: to });
    expect(capped.statusCode).toBe(409);
    expect(capped.json()).toMatchObject({ message: CHAT_MESSAGES.transcriptLimit });
    const all = await chat.db
      .select()
      .from(emails)
      .where(and(eq(emails.template, "chat-transcript"), eq(emails.to, [to])));
    expect(all).toHaveLength(CHAT_TRANSCRIPT_EMAILS_MAX);
  });

  it("lists a client's transcripts, newest first, to staff only", async () => {
    const client = await buildClient(chat.db);
    const broker = await createSessionFor(chat.db, { role: "BROKER", clientIds: [client.id] });
    const agent = await chat.agent();
    await chat.setAvailable(agent, "LIVE");
    const start = async (firstMessage: string) => {
      const response = await chat.as(broker.cookie, "POST", "/api/chat/conversations", {
        context: { type: "hub", clientId: client.id },
        pagePath: "/hub",
        language: "en",
        firstMessage,
      });
      expect(response.statusCode).toBe(201);
      return response.json().conversation.id as string;
    };
    const older = await start("first");
    const newer = await start("second");
    const url = `/api/clients/${client.id}/chat-transcripts`;
    const listed = await chat.as(agent.cookie, "GET", url);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((c: { id: string }) => c.id)).toEqual([newer, older]);
    expect(listed.json().items[0]).toMatchObject({ clientName: client.name, visitorUserId: broker.user.id });
    expect((await chat.as(broker.cookie, "GET", url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const unknown = `/api/clients/00000000-0000-4000-8000-000000000000/chat-transcripts`;
    expect((await chat.as(agent.cookie, "GET", unknown)).statusCode).toBe(404);
  });
});

describe("availability", () => {
  it("ends when the agent signs out", async () => {
    const agent = await chat.agent();
    await chat.setAvailable(agent, "LIVE");
    await chat.setAvailable(agent, "DEMO");
    const rows = () =>
      chat.db.select().from(chatAgentAvailability).where(eq(chatAgentAvailability.userId, agent.user.id));
    expect(await rows()).toHaveLength(2);
    const out = await chat.as(agent.cookie, "POST", "/api/users/authenticated/logout");
    expect(out.statusCode).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a department that does not exist", async () => {
    const agent = await chat.agent();
    const response = await chat.as(agent.cookie, "PUT", "/api/chat/console/availability", {
      department: "SALES",
      isAvailable: true,
    });
    expect(response.statusCode).toBe(400);
  });
});
