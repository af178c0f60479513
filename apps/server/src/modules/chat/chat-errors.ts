/** The chat's refusals, in the app's error shape ({ message, code }). */
import { CHAT_MESSAGES } from "@onboard/domain/chat/chat-messages";
import { AppError, notFound } from "../../errors/app-error";

type ChatConflict = Exclude<
  keyof typeof CHAT_MESSAGES,
  "messageRequired" | "messageTooLong" | "messageText" | "notYourConversation" | "noTranscriptAddress"
>;

const CONFLICT_CODES: Record<ChatConflict, string> = {
  noChatHere: "CHAT_NOT_OFFERED",
  departmentOffline: "CHAT_DEPARTMENT_OFFLINE",
  conversationClosed: "CHAT_CONVERSATION_CLOSED",
  conversationTaken: "CHAT_CONVERSATION_TAKEN",
  conversationFull: "CHAT_CONVERSATION_FULL",
  transcriptLimit: "CHAT_TRANSCRIPT_LIMIT",
};

export const chatConflict = (reason: ChatConflict) => new AppError(CONFLICT_CODES[reason], 409, CHAT_MESSAGES[reason]);

export const notYourConversation = () =>
  new AppError("CHAT_NOT_YOUR_CONVERSATION", 403, CHAT_MESSAGES.notYourConversation);

/** An unknown token or conversation: the same 404 as any unknown record, telling nothing. */
export const conversationNotFound = () => notFound();
