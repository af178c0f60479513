/**
 * GET /api/chat/availability?explorerPageId=… | ?clientId=… (anyone): the page's chat department, if any, and whether
 * it is online. A failure is never a reason to leave the page: the caller treats it as "no chat".
 */
import type { ChatAvailability, ChatContext } from "@onboard/domain/chat/chat-schemas";
import { apiClient } from "../../../lib/api-client";
import { parseChatAvailability } from "./chat-availability-payload";

export const CHAT_AVAILABILITY_PATH = "/api/chat/availability";

export function chatAvailabilityQuery(context: ChatContext): Record<string, string> {
  return context.type === "explorer" ? { explorerPageId: context.explorerPageId } : { clientId: context.clientId };
}

export async function getChatAvailability(context: ChatContext): Promise<ChatAvailability> {
  const body = await apiClient.get<unknown>(CHAT_AVAILABILITY_PATH, {
    query: chatAvailabilityQuery(context),
    redirectOnError: false,
  });
  return parseChatAvailability(body);
}
