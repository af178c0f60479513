/** The chat's user-facing messages (en; the web app translates them through its locale files by key). */
import { CHAT_MESSAGE_MAX_LENGTH } from "./chat-limits";

export const CHAT_MESSAGES = {
  messageRequired: "Message is required",
  messageTooLong: `Please enter a message no longer than ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  messageText: "The message must be valid text",
  noChatHere: "Chat is not offered on this page",
  departmentOffline: "No one is available to chat right now. Please e-mail us instead.",
  conversationClosed: "This chat has ended",
  conversationTaken: "Another agent has already taken this chat",
  conversationFull: "This chat is too long to continue. Please start a new one or e-mail us.",
  notYourConversation: "This chat is not assigned to you",
  transcriptLimit: "This transcript has already been e-mailed the most times allowed",
  noTranscriptAddress: "Email is required",
} as const;
