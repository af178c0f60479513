/** GET /api/clients/:clientId/chat-transcripts: the client's chat conversations, for the client page (carrier staff). */
import type { ChatTranscriptList } from "@onboard/domain/chat/chat-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../api-client";
import { chatStaffKeys } from "./chat-staff-keys";

export function getClientChatTranscripts(clientId: string): Promise<ChatTranscriptList> {
  return apiClient.get<ChatTranscriptList>(`/api/clients/${encodeURIComponent(clientId)}/chat-transcripts`);
}

export function useClientChatTranscripts(clientId: string) {
  return useQuery({
    queryKey: chatStaffKeys.clientTranscripts(clientId),
    queryFn: () => getClientChatTranscripts(clientId),
  });
}
