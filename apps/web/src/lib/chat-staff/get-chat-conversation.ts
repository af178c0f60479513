/** GET /api/chat/conversations/:conversationId: one conversation with its messages (carrier staff). */
import type { ChatConversationDetail } from "@onboard/domain/chat/chat-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../api-client";
import { chatConversationPath, chatStaffKeys } from "./chat-staff-keys";

export function getChatConversation(conversationId: string): Promise<ChatConversationDetail> {
  return apiClient.get<ChatConversationDetail>(chatConversationPath(conversationId));
}

export function chatConversationQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: chatStaffKeys.conversation(conversationId),
    queryFn: () => getChatConversation(conversationId),
  });
}

/** `null` asks for nothing (no conversation picked). */
export function useChatConversation(conversationId: string | null) {
  return useQuery({ ...chatConversationQueryOptions(conversationId ?? ""), enabled: conversationId !== null });
}
