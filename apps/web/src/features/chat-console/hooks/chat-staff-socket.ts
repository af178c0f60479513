/**
 * The console's socket: socket.io's `/chat` namespace on the same origin (path /socket.io, the session cookie along,
 * the app's reconnection attempts). Staff are known by their session; while this socket is connected the server keeps
 * the agent available, so the console holds it for as long as it is open. socket.io-client loads on demand. Tests
 * replace the factory.
 */
import { CHAT_SOCKET_NAMESPACE } from "@onboard/domain/chat/chat-limits";
import type { LiveSocket } from "../../../lib/live-socket";
import { LIVE_SOCKET_OPTIONS } from "../../../lib/live-socket";

export type ChatStaffSocketFactory = () => Promise<LiveSocket>;

const defaultFactory: ChatStaffSocketFactory = () =>
  import("socket.io-client").then(({ io }) => io(CHAT_SOCKET_NAMESPACE, LIVE_SOCKET_OPTIONS) as unknown as LiveSocket);

let factory: ChatStaffSocketFactory = defaultFactory;

/** For tests: how the socket is made. `null` restores socket.io. */
export function setChatStaffSocketFactory(next: ChatStaffSocketFactory | null): void {
  factory = next ?? defaultFactory;
}

export function openChatStaffSocket(): Promise<LiveSocket> {
  return factory();
}
