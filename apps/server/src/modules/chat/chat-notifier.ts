/**
 * What the chat tells browsers, through the socket (plugins/realtime): a conversation changed (its room and staff),
 * or a department's online state changed (its subscribers and staff). app.ts passes the realtime plugin's
 * implementation in; modules never import plugins.
 */
import type { ChatDepartmentStatus } from "@onboard/domain/chat/chat-schemas";

export interface ChatNotifier {
  conversationChanged(conversationId: string): void;
  departmentChanged(status: ChatDepartmentStatus): void;
}

/** Tells no one (tests that do not listen, scripts). */
export const silentChatNotifier: ChatNotifier = {
  conversationChanged: () => {},
  departmentChanged: () => {},
};
