/**
 * The agent's writes on one conversation: take it (409 when another agent was first or it closed), reply, close. Each
 * answers the conversation, which replaces the cached one; the console is fetched again (its lists moved).
 */
import type { ChatConversationDetail, SendChatMessageInput } from "@onboard/domain/chat/chat-schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, isApiError } from "../../../lib/api-client";
import { chatConversationPath, chatStaffKeys } from "../../../lib/chat-staff/chat-staff-keys";

function settle(queryClient: QueryClient, conversation: ChatConversationDetail) {
  queryClient.setQueryData(chatStaffKeys.conversation(conversation.id), conversation);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chatStaffKeys.console() }),
    queryClient.invalidateQueries({ queryKey: chatStaffKeys.clientTranscriptsAll() }),
  ]);
}

export function takeChat(conversationId: string): Promise<ChatConversationDetail> {
  return apiClient.post<ChatConversationDetail>(chatConversationPath(conversationId, "take"));
}

export function useTakeChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeChat,
    onSuccess: (conversation) => settle(queryClient, conversation),
    onError: (error) => {
      // Taken by someone else or closed meanwhile: the waiting list is out of date.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: chatStaffKeys.console() });
      }
    },
  });
}

export interface SendChatReplyRequest extends SendChatMessageInput {
  conversationId: string;
}

export function sendChatReply({ conversationId, body }: SendChatReplyRequest): Promise<ChatConversationDetail> {
  return apiClient.post<ChatConversationDetail>(chatConversationPath(conversationId, "messages"), { body });
}

export function useSendChatReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatReply,
    onSuccess: (conversation) => settle(queryClient, conversation),
    onError: (_error, { conversationId }) =>
      queryClient.invalidateQueries({ queryKey: chatStaffKeys.conversation(conversationId) }),
  });
}

export function closeChat(conversationId: string): Promise<ChatConversationDetail> {
  return apiClient.post<ChatConversationDetail>(chatConversationPath(conversationId, "close"));
}

export function useCloseChat() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeChat, onSuccess: (conversation) => settle(queryClient, conversation) });
}
