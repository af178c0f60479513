/** Use case: whether chat is offered where the visitor is, in which department, and whether anyone is there. */
import { CHAT_DEPARTMENT_NAMES } from "@onboard/domain/chat/chat-departments";
import type { ChatAvailability, ChatAvailabilityQuery } from "@onboard/domain/chat/chat-schemas";
import type { Actor } from "../../core/actor";
import type { Database } from "../../db/client";
import { resolveChatContext } from "./chat-context";
import { departmentStatus } from "./department-status";

export async function getChatAvailability(
  actor: Actor,
  db: Database,
  query: ChatAvailabilityQuery,
): Promise<ChatAvailability> {
  const context =
    "clientId" in query
      ? ({ type: "hub", clientId: query.clientId } as const)
      : ({ type: "explorer", explorerPageId: query.explorerPageId } as const);
  const { department } = await resolveChatContext(actor, db, context);
  if (!department) return { department: null, departmentName: null, isOnline: false };
  const status = await departmentStatus(db, department);
  return { department, departmentName: CHAT_DEPARTMENT_NAMES[department], isOnline: status.isOnline };
}
