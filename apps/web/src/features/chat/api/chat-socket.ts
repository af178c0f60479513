/**
 * The chat's socket (namespace /chat on the page's own origin, path /socket.io; decision 030): one connection per tab,
 * opened while anything listens and closed when the last listener leaves. Its handshake names the page's department
 * (for `chat:department`) and, once the visitor has a conversation, its token (for `chat:changed`); a change of either
 * reconnects with the new values. It only notifies: listeners fetch. socket.io-client loads with the first listener,
 * so no page carries it in its first load. Tests replace the factory.
 */
import type { ChatDepartment } from "@onboard/domain/chat/chat-departments";
import { CHAT_SOCKET_NAMESPACE } from "@onboard/domain/chat/chat-limits";
import { SOCKET_RECONNECTION_ATTEMPTS } from "@onboard/domain/qps/push-status";

export interface ChatSocketAuth {
  department?: ChatDepartment;
  visitorToken?: string;
}

/** What the chat uses of a socket.io client socket. */
export interface ChatSocket {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Makes a socket whose handshake asks `auth()` each time it (re)connects. */
export type ChatSocketFactory = (auth: () => ChatSocketAuth) => Promise<ChatSocket>;

const defaultFactory: ChatSocketFactory = (auth) =>
  import("socket.io-client").then(({ io }) =>
    io(CHAT_SOCKET_NAMESPACE, {
      path: "/socket.io",
      reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
      auth: (send) => send({ ...auth() }),
    }),
  );

let factory: ChatSocketFactory = defaultFactory;
let pending: Promise<ChatSocket> | null = null;
let holders = 0;
let auth: ChatSocketAuth = {};

/** For tests: how the socket is made. `null` restores socket.io. */
export function setChatSocketFactory(next: ChatSocketFactory | null): void {
  factory = next ?? defaultFactory;
}

/** Sets part of the handshake; an open socket reconnects when it changed (the server reads it only on connect). */
export function setChatSocketAuth(patch: ChatSocketAuth): void {
  const next = { ...auth, ...patch };
  if (next.department === auth.department && next.visitorToken === auth.visitorToken) return;
  auth = next;
  void pending
    ?.then((socket) => {
      socket.disconnect();
      socket.connect();
    })
    .catch(() => undefined);
}

/**
 * Listens to one event (and to each (re)connection, when `onConnect` is given: a notice lost while away costs a
 * refetch). Returns the cleanup; the last one closes the socket.
 */
export function listenOnChatSocket(
  event: string,
  listener: (payload: unknown) => void,
  onConnect?: () => void,
): () => void {
  holders += 1;
  if (!pending) pending = factory(() => auth);
  const opening = pending;
  let socket: ChatSocket | null = null;
  let isClosed = false;
  const connected = () => onConnect?.();
  opening
    .then((opened) => {
      if (isClosed) return;
      socket = opened;
      opened.on(event, listener);
      opened.on("connect", connected);
    })
    .catch(() => {
      // socket.io could not load: the page refetches when it becomes visible again.
    });
  return () => {
    if (isClosed) return;
    isClosed = true;
    socket?.off(event, listener);
    socket?.off("connect", connected);
    holders = Math.max(0, holders - 1);
    if (holders > 0 || pending !== opening) return;
    pending = null;
    void opening.then((opened) => opened.disconnect()).catch(() => undefined);
  };
}

/** For tests: no socket held, no handshake values, socket.io restored. */
export function resetChatSocket(): void {
  holders = 0;
  pending = null;
  auth = {};
  factory = defaultFactory;
}
