/**
 * Holds the console's socket while the console is open and refetches on its notices (decision 030: the socket only
 * says that something changed): `chat:changed` refreshes the console and that conversation, `chat:department` the
 * console; a reconnection refreshes everything, since notices sent while away are lost.
 */
import { CHAT_SOCKET_EVENTS, chatChangedEventSchema } from "@onboard/domain/chat/chat-schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { chatStaffKeys } from "../../../lib/chat-staff/chat-staff-keys";
import type { LiveSocket } from "../../../lib/live-socket";
import { openChatStaffSocket } from "./chat-staff-socket";

export function useChatStaffSocket(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: LiveSocket | null = null;
    let isClosed = false;
    const refreshConsole = () => void queryClient.invalidateQueries({ queryKey: chatStaffKeys.console() });
    const onChanged = (payload: unknown) => {
      refreshConsole();
      const parsed = chatChangedEventSchema.safeParse(payload);
      if (!parsed.success) return;
      void queryClient.invalidateQueries({ queryKey: chatStaffKeys.conversation(parsed.data.conversationId) });
      void queryClient.invalidateQueries({ queryKey: chatStaffKeys.clientTranscriptsAll() });
    };
    let hasConnected = false;
    const onConnect = () => {
      // The first connection follows the console's first fetch; a reconnection may have missed notices.
      if (hasConnected) void queryClient.invalidateQueries({ queryKey: chatStaffKeys.all });
      hasConnected = true;
    };
    openChatStaffSocket()
      .then((opened) => {
        if (isClosed) {
          opened.disconnect();
          return;
        }
        socket = opened;
        opened.on(CHAT_SOCKET_EVENTS.changed, onChanged);
        opened.on(CHAT_SOCKET_EVENTS.department, refreshConsole);
        opened.on("connect", onConnect);
      })
      .catch(() => {
        // socket.io could not load: the console still works, refreshed by the agent's own actions.
      });
    return () => {
      isClosed = true;
      socket?.off(CHAT_SOCKET_EVENTS.changed, onChanged);
      socket?.off(CHAT_SOCKET_EVENTS.department, refreshConsole);
      socket?.off("connect", onConnect);
      socket?.disconnect();
    };
  }, [queryClient]);
}
