/**
 * Query keys of carrier staff's live chat (issue 19): the console, one conversation, a client's transcripts. Shared
 * by the chat console and the client page; every key starts with "chat-staff", so a socket notice can refresh them.
 */
export const chatStaffKeys = {
  all: ["chat-staff"] as const,
  console: () => ["chat-staff", "console"] as const,
  conversation: (conversationId: string) => ["chat-staff", "conversation", conversationId] as const,
  clientTranscriptsAll: () => ["chat-staff", "client-transcripts"] as const,
  clientTranscripts: (clientId: string) => ["chat-staff", "client-transcripts", clientId] as const,
};

/** The path of one conversation's staff routes (`/api/chat/conversations/:id[/…]`). */
export function chatConversationPath(conversationId: string, action?: string): string {
  const base = `/api/chat/conversations/${encodeURIComponent(conversationId)}`;
  return action ? `${base}/${action}` : base;
}
