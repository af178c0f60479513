/** GET /api/chat/console: the agent's availability per department, the waiting chats, theirs and the recently closed. */
import type { ChatConsole } from "@onboard/domain/chat/chat-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { chatStaffKeys } from "../../../lib/chat-staff/chat-staff-keys";

export const CHAT_CONSOLE_PATH = "/api/chat/console";

export function getChatConsole(): Promise<ChatConsole> {
  return apiClient.get<ChatConsole>(CHAT_CONSOLE_PATH);
}

export function chatConsoleQueryOptions() {
  return queryOptions({ queryKey: chatStaffKeys.console(), queryFn: getChatConsole });
}

export function useChatConsole() {
  return useQuery(chatConsoleQueryOptions());
}
