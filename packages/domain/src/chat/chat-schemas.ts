/**
 * The live chat's API (issue 19, decision 030), shared by the server and the web app. Every write goes through REST
 * (validated here, rate limited, tested through app.inject); the socket (namespace /chat) only tells browsers that
 * something changed (`chat:changed`) and which departments are online (`chat:department`), and they fetch.
 *
 * Visitor routes (anonymous explorer visitors and hub users alike) name their conversation by the secret token that
 * the start returned, in the `x-chat-visitor-token` header: a visitor reaches only its own conversation.
 *
 *   GET  /api/chat/availability?explorerPageId=… | ?clientId=…   ChatAvailability (anyone)
 *   POST /api/chat/conversations                                  StartChatInput → 201 StartChatResponse (anyone)
 *   GET  /api/chat/visitor/conversation                           VisitorConversation (token)
 *   POST /api/chat/visitor/messages                               SendChatMessageInput → 201 VisitorConversation
 *   POST /api/chat/visitor/close                                  → VisitorConversation
 *   POST /api/chat/visitor/transcript-email                       EmailTranscriptInput → 202
 *
 * Staff routes (carrier staff only; 401/403 otherwise):
 *   GET  /api/chat/console                                        ChatConsole
 *   PUT  /api/chat/console/availability                           SetChatAvailabilityInput → ChatConsole
 *   GET  /api/chat/conversations/:conversationId                  ChatConversationDetail
 *   POST /api/chat/conversations/:conversationId/take             → ChatConversationDetail (409 if taken or closed)
 *   POST /api/chat/conversations/:conversationId/messages         SendChatMessageInput → 201 ChatConversationDetail
 *   POST /api/chat/conversations/:conversationId/close            → ChatConversationDetail
 *   POST /api/chat/conversations/:conversationId/transcript-email EmailTranscriptInput → 202
 *   GET  /api/clients/:clientId/chat-transcripts                  ChatTranscriptList
 *
 * Socket events, namespace /chat, on the app's port and the explorer's:
 *   client → server handshake `auth`: { visitorToken?: string, department?: ChatDepartment }; staff are known by the
 *     session cookie (portal host only).
 *   server → visitor: `chat:department` ChatDepartmentStatus (on connect for `auth.department`, and on each change);
 *     `chat:changed` { conversationId } when its conversation changed.
 *   server → staff: `chat:department` for both departments, `chat:changed` { conversationId } for any conversation.
 */
import { z } from "zod";
import { LANGUAGES } from "../common/environments";
import { emailSchema, optionalEmailSchema } from "../validation/email";
import { CHAT_DEPARTMENT_CODES } from "./chat-departments";
import { CHAT_MESSAGE_MAX_LENGTH } from "./chat-limits";
import { CHAT_MESSAGES } from "./chat-messages";

export const chatDepartmentSchema = z.enum(CHAT_DEPARTMENT_CODES);
export const CHAT_CONVERSATION_STATUSES = ["WAITING", "ACTIVE", "CLOSED"] as const;
export const chatConversationStatusSchema = z.enum(CHAT_CONVERSATION_STATUSES);
export type ChatConversationStatus = z.infer<typeof chatConversationStatusSchema>;
export const CHAT_SENDERS = ["VISITOR", "AGENT", "SYSTEM"] as const;

/** A lone UTF-16 surrogate is not text (Postgres refuses it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text with no NUL and no lone surrogate. */
const chatText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !LONE_SURROGATE.test(text) && !text.includes("\u0000"), CHAT_MESSAGES.messageText);

/** A message body: plain text, never rendered as HTML (shown as text wherever it appears, e-mails included). */
export const chatMessageBodySchema = z
  .string({ error: CHAT_MESSAGES.messageRequired })
  .trim()
  .min(1, CHAT_MESSAGES.messageRequired)
  .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong)
  .refine((text) => !LONE_SURROGATE.test(text) && !text.includes("\u0000"), CHAT_MESSAGES.messageText);

export const sendChatMessageInputSchema = z.strictObject({ body: chatMessageBodySchema });
export type SendChatMessageInput = z.infer<typeof sendChatMessageInputSchema>;

/** Where the chat is opened: a public explorer page, or a client's hub (the signed-in user's client). */
export const chatContextSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("explorer"), explorerPageId: z.string().min(1).max(191) }),
  z.strictObject({ type: z.literal("hub"), clientId: z.uuid() }),
]);
export type ChatContext = z.infer<typeof chatContextSchema>;

export const startChatInputSchema = z.strictObject({
  context: chatContextSchema,
  /** The path the visitor was on (no query string), shown to the agent. */
  pagePath: z
    .string()
    .max(512)
    .regex(/^\/[^?#]*$/),
  language: z.enum(LANGUAGES),
  /** Optional: how the agent may address the visitor. */
  visitorName: chatText(191).optional(),
  /** Optional: where a transcript may be sent. */
  visitorEmail: optionalEmailSchema.optional(),
  firstMessage: chatMessageBodySchema,
});
export type StartChatInput = z.infer<typeof startChatInputSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  sender: z.enum(CHAT_SENDERS),
  /** The agent's first name for agent messages; null for the visitor's and system messages. */
  authorName: z.string().nullable(),
  body: z.string(),
  sentAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a visitor sees of its own conversation. */
export const visitorConversationSchema = z.object({
  id: z.uuid(),
  department: chatDepartmentSchema,
  departmentName: z.string(),
  status: chatConversationStatusSchema,
  /** The first name of the agent who took it, once taken. */
  agentName: z.string().nullable(),
  messages: z.array(chatMessageSchema),
});
export type VisitorConversation = z.infer<typeof visitorConversationSchema>;

export const startChatResponseSchema = z.object({
  conversation: visitorConversationSchema,
  /** The secret that names this conversation in the x-chat-visitor-token header and the socket handshake. */
  visitorToken: z.string(),
});
export type StartChatResponse = z.infer<typeof startChatResponseSchema>;

export const chatAvailabilityQuerySchema = z.union([
  z.strictObject({ explorerPageId: z.string().min(1).max(191) }),
  z.strictObject({ clientId: z.uuid() }),
]);
export type ChatAvailabilityQuery = z.infer<typeof chatAvailabilityQuerySchema>;

export const chatDepartmentStatusSchema = z.object({
  department: chatDepartmentSchema,
  departmentName: z.string(),
  isOnline: z.boolean(),
});
export type ChatDepartmentStatus = z.infer<typeof chatDepartmentStatusSchema>;

/** department null: the page offers no chat (isOnline is then false). */
export const chatAvailabilitySchema = z.object({
  department: chatDepartmentSchema.nullable(),
  departmentName: z.string().nullable(),
  isOnline: z.boolean(),
});
export type ChatAvailability = z.infer<typeof chatAvailabilitySchema>;

/** A conversation as staff list it. */
export const chatConversationSummarySchema = z.object({
  id: z.uuid(),
  department: chatDepartmentSchema,
  status: chatConversationStatusSchema,
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  explorerPageId: z.string().nullable(),
  pagePath: z.string(),
  language: z.enum(LANGUAGES),
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  /** The signed-in hub user who started it, if any. */
  visitorUserId: z.uuid().nullable(),
  agentUserId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  startedAt: z.iso.datetime(),
  takenAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  lastMessageAt: z.iso.datetime(),
  messageCount: z.number().int(),
  /** The visitor's first message (what the chat is about), shown in the waiting list. */
  firstMessage: z.string(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummarySchema>;

export const chatConversationDetailSchema = chatConversationSummarySchema.extend({
  messages: z.array(chatMessageSchema),
});
export type ChatConversationDetail = z.infer<typeof chatConversationDetailSchema>;

export const chatConsoleSchema = z.object({
  /** Each department: is the signed-in agent available in it, and is it online (anyone available). */
  departments: z.array(
    chatDepartmentStatusSchema.extend({ isAvailable: z.boolean(), availableAgents: z.number().int() }),
  ),
  /** Conversations waiting for an agent, oldest first. */
  waiting: z.array(chatConversationSummarySchema),
  /** The signed-in agent's open conversations, oldest first. */
  mine: z.array(chatConversationSummarySchema),
  /** Conversations closed in the last 24 hours, newest first (at most 50). */
  recentlyClosed: z.array(chatConversationSummarySchema),
});
export type ChatConsole = z.infer<typeof chatConsoleSchema>;

export const setChatAvailabilityInputSchema = z.strictObject({
  department: chatDepartmentSchema,
  isAvailable: z.boolean(),
});
export type SetChatAvailabilityInput = z.infer<typeof setChatAvailabilityInputSchema>;

export const emailTranscriptInputSchema = z.strictObject({ email: emailSchema });
export type EmailTranscriptInput = z.infer<typeof emailTranscriptInputSchema>;

export const chatTranscriptListSchema = z.object({ items: z.array(chatConversationSummarySchema) });
export type ChatTranscriptList = z.infer<typeof chatTranscriptListSchema>;

/** Socket payloads. */
export const chatChangedEventSchema = z.object({ conversationId: z.uuid() });
export const CHAT_SOCKET_EVENTS = { department: "chat:department", changed: "chat:changed" } as const;
