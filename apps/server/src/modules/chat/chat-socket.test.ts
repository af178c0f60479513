/**
 * The chat's socket (/chat) through the real app on a real port: a visitor's socket hears its own conversation's
 * changes and no other's, a department's subscribers hear it come online, and an agent whose last console socket
 * disconnects is no longer available. Also the explorer port's socket server (`app.realtime.attach`).
 */
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { CHAT_SOCKET_NAMESPACE } from "@onboard/domain/chat/chat-limits";
import type { ChatDepartmentStatus } from "@onboard/domain/chat/chat-schemas";
import { eq } from "drizzle-orm";
import { io, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { chatAgentAvailability } from "../../db/schema/index";
import { chatTestSupport } from "./chat-test-support";

let t: TestApp;
let chat: ReturnType<typeof chatTestSupport>;
let url: string;
let explorerServer: HttpServer;
let explorerUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  chat = chatTestSupport(t);
  url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  explorerServer = createServer((req, res) => t.app.routing(req, res));
  await new Promise<void>((resolve) => explorerServer.listen(0, "127.0.0.1", resolve));
  await t.app.realtime.attach(explorerServer);
  explorerUrl = `http://127.0.0.1:${(explorerServer.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await t?.close();
  explorerServer?.close();
});

function connect(base: string, options: { auth?: object; cookie?: string } = {}): Promise<Socket> {
  const socket = io(`${base}${CHAT_SOCKET_NAMESPACE}`, {
    auth: options.auth ?? {},
    extraHeaders: options.cookie ? { cookie: options.cookie } : {},
    transports: ["websocket"],
    reconnection: false,
  });
  sockets.push(socket);
  // From the start: the server's first notice (a department's state on connect) may arrive in the same read as the
  // handshake's answer, before a listener added once `connect` resolved would hear it.
  const received: Received[] = [];
  receivedBy.set(socket, received);
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

/** Every `event` the socket receives, from now on. */
function record<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

interface Received {
  event: string;
  payload: unknown;
}
const receivedBy = new WeakMap<Socket, Received[]>();

/**
 * The first `event` matching, among those received and not yet taken (a taken one, and every earlier one of that
 * event, is dropped), or the next one to arrive.
 */
function nextMatching<T>(socket: Socket, event: string, match: (payload: T) => boolean): Promise<T> {
  const received = receivedBy.get(socket) ?? [];
  const index = received.findIndex((r) => r.event === event && match(r.payload as T));
  if (index >= 0) {
    const found = received[index] as Received;
    received.splice(0, received.length, ...received.filter((r, i) => i > index || r.event !== event));
    return Promise.resolve(found.payload as T);
  }
  received.splice(0, received.length, ...received.filter((r) => r.event !== event));
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, listener);
      received.splice(0, received.length, ...received.filter((r) => r.event !== event));
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("condition not met");
}

describe("the /chat socket", () => {
  it("tells a visitor of its own conversation's changes and never of another's", async () => {
    const mine = (await chat.startedChat()).started;
    const theirs = (await chat.startedChat()).started;
    const socket = await connect(url, { auth: { visitorToken: mine.visitorToken } });
    const changed = record<{ conversationId: string }>(socket, "chat:changed");

    await chat.visitor(theirs.visitorToken, "POST", "/api/chat/visitor/messages", { body: "theirs" });
    const own = nextMatching<{ conversationId: string }>(socket, "chat:changed", () => true);
    await chat.visitor(mine.visitorToken, "POST", "/api/chat/visitor/messages", { body: "mine" });
    expect(await own).toEqual({ conversationId: mine.conversation.id });
    // Theirs was emitted first; had it reached this socket it would be in the record before our own.
    expect(changed).toEqual([{ conversationId: mine.conversation.id }]);
  });

  it("joins no conversation for an unknown token", async () => {
    const { started } = await chat.startedChat();
    const stranger = await connect(url, { auth: { visitorToken: "made-up" } });
    const staff = await connect(url, { cookie: (await chat.agent()).cookie });
    const strangerSaw = record(stranger, "chat:changed");
    const staffSaw = nextMatching<{ conversationId: string }>(
      staff,
      "chat:changed",
      (p) => p.conversationId === started.conversation.id,
    );
    await chat.visitor(started.visitorToken, "POST", "/api/chat/visitor/messages", { body: "hello" });
    await staffSaw;
    expect(strangerSaw).toEqual([]);
  });

  it("tells a department's subscriber its state on connect and when an agent becomes available", async () => {
    await chat.everyoneAway();
    const socket = await connect(url, { auth: { department: "DEMO" } });
    const first = await nextMatching<ChatDepartmentStatus>(socket, "chat:department", () => true);
    expect(first).toEqual({ department: "DEMO", departmentName: "Benefits Explorer Demo", isOnline: false });
    const online = nextMatching<ChatDepartmentStatus>(socket, "chat:department", (s) => s.isOnline);
    await chat.setAvailable(await chat.agent(), "DEMO");
    expect(await online).toEqual({ department: "DEMO", departmentName: "Benefits Explorer Demo", isOnline: true });
  });

  it("serves department notices on the explorer's port too, where nobody is staff", async () => {
    await chat.everyoneAway();
    const socket = await connect(explorerUrl, { auth: { department: "LIVE" } });
    await nextMatching<ChatDepartmentStatus>(socket, "chat:department", () => true);
    const online = nextMatching<ChatDepartmentStatus>(socket, "chat:department", (s) => s.isOnline);
    await chat.setAvailable(await chat.agent(), "LIVE");
    expect(await online).toMatchObject({ department: "LIVE", isOnline: true });
  });

  it("makes a department offline when its only agent's last console socket disconnects", async () => {
    await chat.everyoneAway();
    const agent = await chat.agent();
    const first = await connect(url, { cookie: agent.cookie });
    const second = await connect(url, { cookie: agent.cookie });
    await chat.setAvailable(agent, "LIVE");
    const subscriber = await connect(url, { auth: { department: "LIVE" } });
    await nextMatching<ChatDepartmentStatus>(subscriber, "chat:department", (s) => s.isOnline);
    const offline = nextMatching<ChatDepartmentStatus>(subscriber, "chat:department", (s) => !s.isOnline);
    first.disconnect();
    second.disconnect();
    expect(await offline).toMatchObject({ department: "LIVE", isOnline: false });
    expect(await rows(agent.user.id)).toHaveLength(0);
  });

  it("keeps an agent available while another of their console sockets is open", async () => {
    await chat.everyoneAway();
    const agent = await chat.agent();
    const staying = await connect(url, { cookie: agent.cookie });
    const leaving = await connect(url, { cookie: agent.cookie });
    await chat.setAvailable(agent, "DEMO");
    // A second agent, alone in LIVE, leaves after the first agent's socket: their offline notice comes after any
    // the first agent's disconnect would have sent (one node handles both in order).
    const other = await chat.agent();
    const othersSocket = await connect(url, { cookie: other.cookie });
    await chat.setAvailable(other, "LIVE");
    const departments = record<ChatDepartmentStatus>(staying, "chat:department");
    const liveOffline = nextMatching<ChatDepartmentStatus>(staying, "chat:department", (s) => s.department === "LIVE");
    leaving.disconnect();
    await waitFor(async () => !leaving.connected);
    othersSocket.disconnect();
    await liveOffline;
    // One more round trip through the server before looking.
    const liveOnline = nextMatching<ChatDepartmentStatus>(staying, "chat:department", (s) => s.isOnline);
    await chat.setAvailable(other, "LIVE");
    await liveOnline;
    expect(departments.filter((status) => status.department === "DEMO")).toEqual([]);
    expect(await rows(agent.user.id)).toHaveLength(1);
  });
});

const rows = (userId: string) =>
  chat.db.select().from(chatAgentAvailability).where(eq(chatAgentAvailability.userId, userId));
