/**
 * The live socket through the real app on real ports: who may connect (carrier staff only), that a staff event
 * reaches them, and that two nodes on one database share events (the postgres adapter).
 */
import type { CarrierRole } from "@onboard/domain/users/roles";
import { sql } from "drizzle-orm";
import { io, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../test/sessions";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { ADAPTER_APPLICATION_NAME } from "./realtime/adapter-pool";
import { STAFF_ONLY_MESSAGE } from "./realtime/staff-handshake";

let nodeA: TestApp;
let nodeB: TestApp;
let urlA: string;
const sockets: Socket[] = [];

async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: "127.0.0.1" });
}

/** Opens a socket and settles on the outcome: the socket once connected, or the refusal's message. */
function connect(url: string, headers: Record<string, string>): Promise<Socket> {
  const socket = io(url, { extraHeaders: headers, transports: ["websocket"], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (err) => reject(err));
  });
}

function refusal(url: string, headers: Record<string, string>): Promise<string> {
  return connect(url, headers).then(
    () => "connected",
    (err: Error) => err.message,
  );
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

async function cookieOf(role: CarrierRole): Promise<string> {
  return (await createSessionFor(nodeA.database.db, { role })).cookie;
}

beforeAll(async () => {
  nodeA = await buildTestApp();
  nodeB = await buildTestApp({ database: nodeA.database });
  urlA = await listen(nodeA);
  // Node B listens too, as a second node of the cluster would; the tests emit on it.
  await listen(nodeB);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
});

describe("live socket: who may connect", () => {
  it.each(["SLF_OWNER", "SLF_ADMIN"] as const)("lets carrier staff (%s) connect", async (role) => {
    const socket = await connect(urlA, { cookie: await cookieOf(role) });
    expect(socket.connected).toBe(true);
  });

  it("lets carrier staff connect from the app's own origin", async () => {
    const headers = { cookie: await cookieOf("SLF_ADMIN"), origin: nodeA.config.publicOrigin };
    expect(await refusal(urlA, headers)).toBe("connected");
  });

  it.each(["BROKER", "BEN_ADMIN"] as const)("refuses a %s", async (role) => {
    expect(await refusal(urlA, { cookie: await cookieOf(role) })).toBe(STAFF_ONLY_MESSAGE);
  });

  it("refuses an anonymous caller and an unknown session", async () => {
    expect(await refusal(urlA, {})).toBe(STAFF_ONLY_MESSAGE);
    expect(await refusal(urlA, { cookie: "onboard_session=not-a-session" })).toBe(STAFF_ONLY_MESSAGE);
  });

  it("refuses the explorer host, even with a staff session", async () => {
    const explorerOrigin = nodeA.config.explorerOrigin;
    if (!explorerOrigin) throw new Error("the test configuration has an explorer origin");
    const headers = { cookie: await cookieOf("SLF_OWNER"), host: new URL(explorerOrigin).host };
    expect(await refusal(urlA, headers)).toBe(STAFF_ONLY_MESSAGE);
  });

  it("refuses another site's origin, even with a staff session", async () => {
    const headers = { cookie: await cookieOf("SLF_OWNER"), origin: "https://elsewhere.example" };
    expect(await refusal(urlA, headers)).toBe(STAFF_ONLY_MESSAGE);
  });
});

describe("live socket: staff events", () => {
  const status = { clientId: "client-1", apiJobStatus: "COMPLETED" };

  it("delivers an event emitted on this node to a staff socket", async () => {
    const socket = await connect(urlA, { cookie: await cookieOf("SLF_ADMIN") });
    const received = nextEvent(socket, "apiJobStatus");
    nodeA.app.realtime.emitToStaff("apiJobStatus", status);
    expect(await received).toEqual(status);
  });

  it("delivers an event emitted on another node (two apps on one database)", async () => {
    const socket = await connect(urlA, { cookie: await cookieOf("SLF_ADMIN") });
    const received = nextEvent(socket, "apiJobStatus");
    nodeB.app.realtime.emitToStaff("apiJobStatus", status);
    expect(await received).toEqual(status);
  });

  it("delivers a payload too large for NOTIFY through the attachments table", async () => {
    const socket = await connect(urlA, { cookie: await cookieOf("SLF_ADMIN") });
    const large = { clientId: "client-2", notes: "x".repeat(20_000) };
    const received = nextEvent(socket, "bulk");
    nodeB.app.realtime.emitToStaff("bulk", large);
    expect(await received).toEqual(large);
  });
});

describe("live socket: a lost LISTEN connection", () => {
  const listenersSql = sql`select pid from pg_stat_activity
    where application_name = ${ADAPTER_APPLICATION_NAME} and query like 'LISTEN%' and datname = current_database()`;
  const listenerPids = async () =>
    (await nodeA.database.db.execute<{ pid: number }>(listenersSql)).rows.map((row) => row.pid).sort();

  it("is replaced by itself, and events cross nodes again", async () => {
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await nodeA.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${ADAPTER_APPLICATION_NAME} and query like 'LISTEN%' and datname = current_database()`);
    // The adapter reconnects after 1 to 3 s; wait until both nodes listen again on new connections.
    await expect
      .poll(async () => (await listenerPids()).filter((pid) => !before.includes(pid)).length, { timeout: 15_000 })
      .toBe(2);
    const socket = await connect(urlA, { cookie: await cookieOf("SLF_ADMIN") });
    const received = nextEvent(socket, "apiJobStatus");
    nodeB.app.realtime.emitToStaff("apiJobStatus", { clientId: "client-3", apiJobStatus: "FAILED" });
    expect(await received).toEqual({ clientId: "client-3", apiJobStatus: "FAILED" });
  });
});

describe("live socket: shutdown", () => {
  it("disconnects its sockets when the app closes, without waiting for them", async () => {
    const node = await buildTestApp({ database: nodeA.database });
    const socket = await connect(await listen(node), { cookie: await cookieOf("SLF_OWNER") });
    const disconnected = nextEvent<string>(socket, "disconnect");
    await node.close();
    expect(await disconnected).toBe("io server disconnect");
  });
});
