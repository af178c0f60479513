/** The chat's rows in the shapes of the contract (packages/domain/src/chat/chat-schemas.ts). */
import { CHAT_DEPARTMENT_NAMES, type ChatDepartment } from "@onboard/domain/chat/chat-departments";
import type {
  ChatConversationDetail,
  ChatConversationStatus,
  ChatConversationSummary,
  ChatMessage,
  VisitorConversation,
} from "@onboard/domain/chat/chat-schemas";
import type { Language } from "@onboard/domain/common/environments";
import { firstName } from "./first-name";
import type { ChatConversationRow, ChatMessageRow, ChatSender, ChatSummaryRow } from "./repository";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentMessage(row: ChatMessageRow): ChatMessage {
  const sender = row.sender as ChatSender;
  return {
    id: row.id,
    sender,
    authorName: sender === "AGENT" ? firstName(row.agentName) : null,
    body: row.body,
    sentAt: row.sentAt.toISOString(),
  };
}

export function presentVisitorConversation(
  row: ChatConversationRow,
  agentName: string | null,
  messages: readonly ChatMessageRow[],
): VisitorConversation {
  const department = row.department as ChatDepartment;
  return {
    id: row.id,
    department,
    departmentName: CHAT_DEPARTMENT_NAMES[department],
    status: row.status as ChatConversationStatus,
    agentName: firstName(agentName),
    messages: messages.map(presentMessage),
  };
}

export function presentSummary(row: ChatSummaryRow): ChatConversationSummary {
  const c = row.conversation;
  return {
    id: c.id,
    department: c.department as ChatDepartment,
    status: c.status as ChatConversationStatus,
    clientId: c.clientId,
    clientName: row.clientName,
    explorerPageId: c.explorerPageId,
    pagePath: c.pagePath,
    language: c.language as Language,
    visitorName: c.visitorName,
    visitorEmail: c.visitorEmail,
    visitorUserId: c.visitorUserId,
    agentUserId: c.agentUserId,
    agentName: row.agentName,
    startedAt: c.startedAt.toISOString(),
    takenAt: iso(c.takenAt),
    closedAt: iso(c.closedAt),
    lastMessageAt: c.lastMessageAt.toISOString(),
    messageCount: row.messageCount,
    firstMessage: row.firstMessage,
  };
}

export function presentDetail(row: ChatSummaryRow, messages: readonly ChatMessageRow[]): ChatConversationDetail {
  return { ...presentSummary(row), messages: messages.map(presentMessage) };
}
