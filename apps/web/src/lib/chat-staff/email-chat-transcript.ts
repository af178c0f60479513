/** POST /api/chat/conversations/:conversationId/transcript-email: the transcript as a text e-mail (202, no body). */
import type { EmailTranscriptInput } from "@onboard/domain/chat/chat-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../api-client";
import { chatConversationPath } from "./chat-staff-keys";

export interface EmailChatTranscriptRequest extends EmailTranscriptInput {
  conversationId: string;
}

export function emailChatTranscript({ conversationId, email }: EmailChatTranscriptRequest): Promise<void> {
  return apiClient.post<void>(chatConversationPath(conversationId, "transcript-email"), { email });
}

export function useEmailChatTranscript() {
  return useMutation({ mutationFn: emailChatTranscript });
}
