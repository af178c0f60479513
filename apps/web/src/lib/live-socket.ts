/**
 * The live socket (socket.io on the same origin, path /socket.io) that carrier staff hold while something listens:
 * one connection shared by every listener, opened on the first `acquireLiveSocket` and closed when the last one
 * releases it. Only carrier staff may connect (the server refuses others), so callers acquire it for staff only.
 * socket.io-client loads on demand, so pages that never listen do not carry it. Tests replace the factory.
 */
import { SOCKET_RECONNECTION_ATTEMPTS } from "@onboard/domain/qps/push-status";

/** What the app uses of a socket.io client socket. */
export interface LiveSocket {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
  disconnect(): unknown;
}

export type LiveSocketFactory = () => Promise<LiveSocket>;

/** The socket.io options of the spec (§9: at most 5 reconnection attempts); the session cookie goes along. */
export const LIVE_SOCKET_OPTIONS = {
  path: "/socket.io",
  reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
  withCredentials: true,
} as const;

const defaultFactory: LiveSocketFactory = () =>
  import("socket.io-client").then(({ io }) => io(LIVE_SOCKET_OPTIONS) as unknown as LiveSocket);

let factory: LiveSocketFactory = defaultFactory;
let pending: Promise<LiveSocket> | null = null;
let holders = 0;

/** For tests: how the socket is made (a fake socket). `null` restores socket.io. */
export function setLiveSocketFactory(next: LiveSocketFactory | null): void {
  factory = next ?? defaultFactory;
}

/** Opens the shared socket if needed; resolves with it. Every call must be paired with a `releaseLiveSocket`. */
export function acquireLiveSocket(): Promise<LiveSocket> {
  holders += 1;
  if (!pending) pending = factory();
  return pending;
}

/** Drops one hold; the last one closes the socket. */
export function releaseLiveSocket(): void {
  holders = Math.max(0, holders - 1);
  if (holders > 0 || !pending) return;
  const closing = pending;
  pending = null;
  void closing.then((socket) => socket.disconnect()).catch(() => {});
}

/**
 * Listens to one event while `enabled`: acquires the socket, adds the listener, and undoes both on cleanup. Returns
 * the cleanup (for effects).
 */
export function listenOnLiveSocket(event: string, listener: (payload: unknown) => void): () => void {
  let socket: LiveSocket | null = null;
  let isClosed = false;
  acquireLiveSocket()
    .then((opened) => {
      if (isClosed) return;
      socket = opened;
      opened.on(event, listener);
    })
    .catch(() => {
      // The socket could not load: polling still keeps the statuses current.
    });
  return () => {
    isClosed = true;
    socket?.off(event, listener);
    releaseLiveSocket();
  };
}

/** For the test set-up: no socket held, socket.io restored. */
export function resetLiveSocket(): void {
  holders = 0;
  pending = null;
  factory = defaultFactory;
}
