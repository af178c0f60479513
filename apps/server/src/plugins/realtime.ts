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
 */

import { createAdapter } from "@socket.io/postgres-adapter";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import { type AdapterPool, createAdapterPool } from "./realtime/adapter-pool";
import { staffHandshake } from "./realtime/staff-handshake";

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

export function registerRealtime(app: FastifyInstance, options: RealtimeOptions): void {
  let io: Server | null = null;
  let adapterPool: AdapterPool | null = null;
  let closing: Promise<void> | null = null;

  const shutdown = async () => {
    const server = io;
    io = null;
    if (server) {
      // Only this node's sockets: `io.disconnectSockets` would reach every node through the adapter.
      server.local.disconnectSockets(true);
      server.engine.close();
      // Not `server.close()`: it would close Fastify's HTTP server, which Fastify closes itself.
      server.of("/").adapter.close();
    }
    await adapterPool?.end();
  };

  app.decorate("realtime", {
    emitToStaff: (event: string, payload: unknown) => {
      io?.to(STAFF_ROOM).emit(event, payload);
    },
    close: () => {
      closing ??= shutdown();
      return closing;
    },
  } satisfies Realtime);

  app.addHook("onReady", async () => {
    adapterPool = createAdapterPool(app.db.$client, app.log);
    io = new Server(app.server, {
      path: "/socket.io",
      serveClient: false,
      adapter: createAdapter(adapterPool.pool, {
        errorHandler: (err) => app.log.warn({ err }, "realtime: adapter error"),
      }),
    });
    io.use(staffHandshake({ db: app.db, ...options }));
    io.on("connection", (socket) => socket.join(STAFF_ROOM));
    let timer: NodeJS.Timeout | undefined;
    const isListening = await Promise.race([
      adapterPool.listening.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(resolve, LISTEN_WAIT_MS, false);
      }),
    ]);
    clearTimeout(timer);
    if (!isListening) app.log.warn("realtime: not yet listening for other nodes' events; the adapter keeps trying");
  });
  app.addHook("preClose", () => app.realtime.close());
}
