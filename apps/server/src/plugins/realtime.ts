/**
 * The live socket (ARCHITECTURE "Realtime"): socket.io 4 on the app's own HTTP server at `/socket.io`, same origin,
 * for carrier staff only (realtime/staff-handshake.ts). Events reach every node's staff sockets through
 * @socket.io/postgres-adapter (LISTEN/NOTIFY, payloads over 8000 bytes through `socket_io_attachments`), so that
 * several nodes share events: `app.realtime.emitToStaff("apiJobStatus", { clientId, apiJobStatus })` on any node
 * reaches the staff connected to any other.
 *
 * The server starts when the app is ready (after every plugin, like the jobs) and is ready once this node listens.
 * It closes in `preClose`, before Fastify closes the HTTP server, which would otherwise wait for open sockets. Tests
 * that never connect pay one small pool of two connections per app, ended on close.
 *
 * The live chat (decision 030) has its own namespace, /chat (realtime/chat-namespace.ts), open to anyone;
 * `app.realtime.chat` is what the chat module is given to tell browsers of changes. The explorer's port gets a socket.io
 * server of its own (`attach`), on its own adapter pool, where only /chat is useful (nobody there is staff).
 */

import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/postgres-adapter";
import type { FastifyInstance } from "fastify";
import { type Namespace, Server } from "socket.io";
import type { ChatNotifier } from "../modules/chat/index";
import { type AdapterPool, createAdapterPool } from "./realtime/adapter-pool";
import { chatEmitter, setUpChatNamespace } from "./realtime/chat-namespace";
import { STAFF_ONLY_MESSAGE, staffHandshake } from "./realtime/staff-handshake";

/** Every carrier-staff socket joins this room on connection; staff events go to it on every node. */
const STAFF_ROOM = "carrier-staff";
/**
 * How long start-up waits for this node's LISTEN before going on without it (the adapter keeps retrying): well
 * under Fastify's 10 s limit for an onReady hook, which would fail the start instead.
 */
const LISTEN_WAIT_MS = 5_000;

export interface Realtime {
  /** Sends `event` to every carrier-staff socket on every node. Does nothing before the app is ready or after close. */
  emitToStaff(event: string, payload: unknown): void;
  /** The live chat's notices (/chat), on every node and both ports. */
  chat: ChatNotifier;
  /** Serves socket.io (only /chat is useful there) on another HTTP server of this app: the explorer's port. */
  attach(server: HttpServer): Promise<void>;
  /** Disconnects this node's sockets and stops the adapter; the app's close calls it. */
  close(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  publicOrigin: string;
  explorerOrigin: string | null;
}

interface AttachedServer {
  io: Server;
  pool: AdapterPool;
}

function createIo(app: FastifyInstance, httpServer: HttpServer, pool: AdapterPool): Server {
  return new Server(httpServer, {
    path: "/socket.io",
    serveClient: false,
    adapter: createAdapter(pool.pool, {
      errorHandler: (err) => app.log.warn({ err }, "realtime: adapter error"),
    }),
  });
}

async function closeIo(io: Server, pool: AdapterPool): Promise<void> {
  // Only this node's sockets: `io.disconnectSockets` would reach every node through the adapter.
  io.local.disconnectSockets(true);
  for (const nsp of io._nsps.values()) nsp.local.disconnectSockets(true);
  io.engine.close();
  // Not `io.close()`: it would close the HTTP server, which its owner closes.
  for (const nsp of io._nsps.values()) nsp.adapter.close();
  await pool.end();
}

/** Waits for the adapter's LISTEN, at most LISTEN_WAIT_MS, then goes on (the adapter keeps trying). */
async function waitForListen(app: FastifyInstance, pool: AdapterPool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const isListening = await Promise.race([
    pool.listening.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(resolve, LISTEN_WAIT_MS, false);
    }),
  ]);
  clearTimeout(timer);
  if (!isListening) app.log.warn("realtime: not yet listening for other nodes' events; the adapter keeps trying");
}

export function registerRealtime(app: FastifyInstance, options: RealtimeOptions): void {
  let io: Server | null = null;
  let chat: Namespace | null = null;
  let adapterPool: AdapterPool | null = null;
  const attached: AttachedServer[] = [];
  let closing: Promise<void> | null = null;

  const shutdown = async () => {
    const server = io;
    io = null;
    chat = null;
    for (const other of attached.splice(0)) await closeIo(other.io, other.pool);
    if (server && adapterPool) await closeIo(server, adapterPool);
    else await adapterPool?.end();
  };

  const chatOptions = (isExplorerPort: boolean) => ({
    db: app.db,
    ...options,
    isExplorerPort,
    notifier: () => app.realtime.chat,
    log: app.log,
  });

  app.decorate("realtime", {
    emitToStaff: (event: string, payload: unknown) => {
      io?.to(STAFF_ROOM).emit(event, payload);
    },
    // Emitted on the app's server: its adapter carries it to every node, the explorer port's server included.
    chat: chatEmitter(() => chat),
    attach: async (httpServer: HttpServer) => {
      if (closing) return;
      const pool = createAdapterPool(app.db.$client, app.log);
      const other = createIo(app, httpServer, pool);
      // Nobody on the explorer's port is staff: the staff namespace refuses everyone there.
      other.use((_socket, next) => next(new Error(STAFF_ONLY_MESSAGE)));
      setUpChatNamespace(other, chatOptions(true));
      attached.push({ io: other, pool });
      await waitForListen(app, pool);
    },
    close: () => {
      closing ??= shutdown();
      return closing;
    },
  } satisfies Realtime);

  app.addHook("onReady", async () => {
    adapterPool = createAdapterPool(app.db.$client, app.log);
    io = createIo(app, app.server, adapterPool);
    io.use(staffHandshake({ db: app.db, ...options }));
    io.on("connection", (socket) => socket.join(STAFF_ROOM));
    chat = setUpChatNamespace(io, chatOptions(false));
    await waitForListen(app, adapterPool);
  });
  app.addHook("preClose", () => app.realtime.close());
}
