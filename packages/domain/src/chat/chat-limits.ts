/** Limits of the live chat (issue 19): what one visitor may send, and how long a message may be. */

/** A message's length, in characters, after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 1_000;
/** Messages one visitor may send per minute (per conversation, and per address across conversations). */
export const CHAT_VISITOR_MESSAGES_PER_MINUTE = 20;
/** Conversations one address may start per hour. */
export const CHAT_STARTS_PER_HOUR = 10;
/** Transcript e-mails one conversation may send (visitor and staff together). */
export const CHAT_TRANSCRIPT_EMAILS_MAX = 3;
/** Messages a transcript or a conversation holds at most; the server refuses more (the visitor is told to e-mail). */
export const CHAT_CONVERSATION_MESSAGES_MAX = 500;
/** The request header that carries an anonymous visitor's conversation token (never a cookie: no CSRF to forge). */
export const CHAT_VISITOR_TOKEN_HEADER = "x-chat-visitor-token";
/** socket.io namespace of the chat, on the app's port and on the explorer's. */
export const CHAT_SOCKET_NAMESPACE = "/chat";
/** Browser storage (sessionStorage: per tab, kept across reloads) of the visitor's open conversation. */
export const CHAT_VISITOR_STORAGE_KEY = "onboard.chat.visitor";
/** If the chat widget has not loaded this long after a visitor opened it, a warning offers e-mail (spec §9). */
export const SUPPORT_WIDGET_WARNING_MS = 6_000;
