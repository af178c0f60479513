/**
 * The visitor's chat routes (decision 030). The start is open to anyone and returns the conversation's secret token;
 * every later call names the conversation by that token in the x-chat-visitor-token header. Answers are checked with
 * the domain's schemas. These are public pages: a failure is shown in the widget, never a reason to leave the page.
 */
import { CHAT_VISITOR_TOKEN_HEADER } from "@onboard/domain/chat/chat-limits";
import {
  type EmailTranscriptInput,
  type SendChatMessageInput,
  type StartChatInput,
  type StartChatResponse,
  startChatResponseSchema,
  type VisitorConversation,
  visitorConversationSchema,
} from "@onboard/domain/chat/chat-schemas";
import { apiClient } from "../../../lib/api-client";

export const START_CHAT_PATH = "/api/chat/conversations";
export const VISITOR_CONVERSATION_PATH = "/api/chat/visitor/conversation";
export const VISITOR_MESSAGES_PATH = "/api/chat/visitor/messages";
export const VISITOR_CLOSE_PATH = "/api/chat/visitor/close";
export const VISITOR_TRANSCRIPT_PATH = "/api/chat/visitor/transcript-email";

const asVisitor = (token: string) => ({ headers: { [CHAT_VISITOR_TOKEN_HEADER]: token }, redirectOnError: false });

export async function startChat(input: StartChatInput): Promise<StartChatResponse> {
  const body = await apiClient.post<unknown>(START_CHAT_PATH, input, { redirectOnError: false });
  return startChatResponseSchema.parse(body);
}

export async function getVisitorConversation(token: string): Promise<VisitorConversation> {
  return visitorConversationSchema.parse(await apiClient.get<unknown>(VISITOR_CONVERSATION_PATH, asVisitor(token)));
}

export async function sendVisitorMessage(token: string, input: SendChatMessageInput): Promise<VisitorConversation> {
  return visitorConversationSchema.parse(await apiClient.post<unknown>(VISITOR_MESSAGES_PATH, input, asVisitor(token)));
}

export async function closeVisitorConversation(token: string): Promise<VisitorConversation> {
  return visitorConversationSchema.parse(
    await apiClient.post<unknown>(VISITOR_CLOSE_PATH, undefined, asVisitor(token)),
  );
}

/** 202, no body: the transcript goes out as a text e-mail. */
export async function emailVisitorTranscript(token: string, input: EmailTranscriptInput): Promise<void> {
  await apiClient.post<unknown>(VISITOR_TRANSCRIPT_PATH, input, asVisitor(token));
}
