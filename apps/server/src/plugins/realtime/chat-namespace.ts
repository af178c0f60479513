/**
 * The live chat's namespace (/chat, decision 030), on the app's socket.io server and on the explorer port's. Anyone
 * may connect; what a socket hears depends on its handshake:
 * - carrier staff (session cookie, portal host and origin, as staff-handshake.ts) join the staff chat room (every
 *   conversation's `chat:changed`, every department's `chat:department`) and a room of their own, so that when their
 *   last console socket on any node is gone their availability ends;
 * - `auth.visitorToken` joins the room of the conversation it names, and only that one (an unknown token joins none);
 * - `auth.department` joins the department's room and hears its state at once and on every change.
 */
import { CHAT_DEPARTMENT_CODES, type ChatDepartment } from "@onboard/domain/chat/chat-departments";
import { CHAT_SOCKET_NAMESPACE } from "@onboard/domain/chat/chat-limits";
import { CHAT_SOCKET_EVENTS, type ChatDepartmentStatus } from "@onboard/domain/chat/chat-schemas";
import type { FastifyBaseLogger } from "fastify";
import type { Namespace, Server, Socket } from "socket.io";
import type { Database } from "../../db/client";
import type { ChatNotifier } from "../../modules/chat/index";
import { departmentStatus, endAgentAvailability, findVisitorConversationId } from "../../modules/chat/index";
import { type StaffHandshakeOptions, staffUserOfHandshake } from "./staff-handshake";

export const CHAT_STAFF_ROOM = "chat-staff";
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
export const departmentRoom = (department: ChatDepartment) => `department:${department}`;
const agentRoom = (userId: string) => `agent:${userId}`;
/** Disconnects this node makes itself (closing), which say nothing of the agent. */
const SERVER_SIDE_REASONS = new Set<string>(["server namespace disconnect", "server shutting down"]);

interface ChatSocketData {
  staffUserId: string | null;
  conversationId: string | null;
  department: ChatDepartment | null;
}

export interface ChatNamespaceOptions extends StaffHandshakeOptions {
  /** The explorer's port: nobody there is staff, whatever the handshake carries. */
  isExplorerPort: boolean;
  /** Tells browsers of changes (the app's emitter; the availability ended on a disconnect is announced through it). */
  notifier: () => ChatNotifier;
  log: FastifyBaseLogger;
}

function isDepartment(value: unknown): value is ChatDepartment {
  return typeof value === "string" && (CHAT_DEPARTMENT_CODES as readonly string[]).includes(value);
}

async function readHandshake(socket: Socket, options: ChatNamespaceOptions): Promise<ChatSocketData> {
  const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
  const staffUserId = options.isExplorerPort ? null : await staffUserOfHandshake(socket.handshake.headers, options);
  const conversationId =
    typeof auth.visitorToken === "string" ? await findVisitorConversationId(options.db, auth.visitorToken) : null;
  return { staffUserId, conversationId, department: isDepartment(auth.department) ? auth.department : null };
}

/** When the agent's last /chat staff socket on every node is gone, their availability ends. */
async function onStaffDisconnect(nsp: Namespace, userId: string, options: ChatNamespaceOptions): Promise<void> {
  const remaining = await nsp.in(agentRoom(userId)).fetchSockets();
  if (remaining.length > 0) return;
  await endAgentAvailability({ db: options.db as Database, notifier: options.notifier() }, userId);
}

export function setUpChatNamespace(io: Server, options: ChatNamespaceOptions): Namespace {
  const nsp = io.of(CHAT_SOCKET_NAMESPACE);
  nsp.use((socket, next) => {
    readHandshake(socket, options).then(
      (data) => {
        Object.assign(socket.data, data);
        next();
      },
      (err: unknown) => {
        options.log.warn({ err }, "realtime: chat handshake failed");
        next(new Error("Chat is not available"));
      },
    );
  });
  nsp.on("connection", (socket) => {
    const data = socket.data as ChatSocketData;
    if (data.staffUserId) {
      const userId = data.staffUserId;
      socket.join([CHAT_STAFF_ROOM, agentRoom(userId)]);
      socket.on("disconnect", (reason) => {
        // A node that shuts down drops its sockets; availability is kept across restarts (the consoles reconnect).
        if (SERVER_SIDE_REASONS.has(reason)) return;
        onStaffDisconnect(nsp, userId, options).catch((err: unknown) =>
          options.log.warn({ err }, "realtime: chat availability not ended on disconnect"),
        );
      });
    }
    if (data.conversationId) socket.join(conversationRoom(data.conversationId));
    if (data.department) {
      const department = data.department;
      socket.join(departmentRoom(department));
      departmentStatus(options.db, department).then(
        (status) => socket.emit(CHAT_SOCKET_EVENTS.department, status),
        (err: unknown) => options.log.warn({ err }, "realtime: chat department status not sent"),
      );
    }
  });
  return nsp;
}

/** The emitter the chat module is given: to the conversation's or department's room and the staff, on every node. */
export function chatEmitter(nsp: () => Namespace | null): ChatNotifier {
  return {
    conversationChanged: (conversationId) => {
      nsp()
        ?.to([conversationRoom(conversationId), CHAT_STAFF_ROOM])
        .emit(CHAT_SOCKET_EVENTS.changed, { conversationId });
    },
    departmentChanged: (status: ChatDepartmentStatus) => {
      nsp()
        ?.to([departmentRoom(status.department), CHAT_STAFF_ROOM])
        .emit(CHAT_SOCKET_EVENTS.department, status);
    },
  };
}
