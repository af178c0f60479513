/**
 * Carrier-staff sockets (socket.io-client, WebSocket only, the session cookie in the handshake) spread evenly over
 * the nodes, all in this process so that sending and receiving read one clock. Every `apiJobStatus` a socket
 * receives goes to one listener with the socket's node and the time it arrived.
 */
import { io, type Socket } from "socket.io-client";
import { within } from "./wait";

export const STATUS_EVENT = "apiJobStatus";

export interface StatusPayload {
  clientId: string;
  apiJobId: string;
  apiJobStatus: string;
  /** Set by the bench's own emits: performance.timeOrigin + performance.now() when sent. */
  sentAt?: number;
}

/** `socket`: the socket's index (0 .. count-1); `node`: the node it is connected to. */
export type StatusListener = (payload: StatusPayload, socket: number, node: string, receivedAt: number) => void;

/** Milliseconds on the same scale as Date.now(), with performance.now()'s resolution. */
export const nowMs = () => performance.timeOrigin + performance.now();

export interface StaffSockets {
  count: number;
  onStatus(listener: StatusListener | null): void;
  close(): void;
}

/** Opens `count` sockets, round-robin over `nodes` and `cookies`, `batch` handshakes at a time; all must connect. */
export async function connectStaffSockets(
  nodes: { name: string; origin: string }[],
  cookies: string[],
  count: number,
  { batch = 25, timeoutMs = 60_000 } = {},
): Promise<StaffSockets> {
  const sockets: Socket[] = [];
  let listener: StatusListener | null = null;
  const close = () => {
    for (const socket of sockets) socket.disconnect();
  };
  try {
    for (let first = 0; first < count; first += batch) {
      const opened: Promise<void>[] = [];
      for (let i = first; i < Math.min(count, first + batch); i++) {
        const node = nodes[i % nodes.length] as { name: string; origin: string };
        const socket = io(node.origin, {
          path: "/socket.io",
          transports: ["websocket"],
          extraHeaders: { cookie: cookies[i % cookies.length] ?? "" },
          reconnection: false,
          forceNew: true,
        });
        sockets.push(socket);
        socket.on(STATUS_EVENT, (payload: StatusPayload) => listener?.(payload, i, node.name, nowMs()));
        opened.push(
          new Promise((resolve, reject) => {
            socket.once("connect", resolve);
            socket.once("connect_error", (err) =>
              reject(new Error(`socket ${i} to node ${node.name}: ${err.message}`)),
            );
          }),
        );
      }
      await within(Promise.all(opened), timeoutMs, () => `sockets ${first}.. did not all connect`);
    }
  } catch (error) {
    close();
    throw error;
  }
  const disconnected = () => sockets.filter((s) => !s.connected).length;
  if (disconnected() > 0) throw new Error(`${disconnected()} sockets dropped after connecting`);
  return { count, onStatus: (next) => (listener = next), close };
}
