/** Use case: an agent's console: each department's state and theirs, the waiting queue, their chats, recent closes. */
import { CHAT_DEPARTMENT_CODES, CHAT_DEPARTMENT_NAMES } from "@onboard/domain/chat/chat-departments";
import type { ChatConsole } from "@onboard/domain/chat/chat-schemas";
import type { Database } from "../../db/client";
import { presentSummary } from "./presenter";
import { countAvailableAgents, listAgentDepartments, listAgentOpen, listClosedSince, listWaiting } from "./repository";

/** How far back and how many closed chats the console lists. */
const RECENTLY_CLOSED_MS = 24 * 60 * 60 * 1000;
const RECENTLY_CLOSED_MAX = 50;

export async function getChatConsole(db: Database, agentUserId: string, now: Date): Promise<ChatConsole> {
  const [counts, mineDepartments, waiting, mine, closed] = await Promise.all([
    countAvailableAgents(db),
    listAgentDepartments(db, agentUserId),
    listWaiting(db),
    listAgentOpen(db, agentUserId),
    listClosedSince(db, new Date(now.getTime() - RECENTLY_CLOSED_MS), RECENTLY_CLOSED_MAX),
  ]);
  return {
    departments: CHAT_DEPARTMENT_CODES.map((department) => {
      const availableAgents = counts.get(department) ?? 0;
      return {
        department,
        departmentName: CHAT_DEPARTMENT_NAMES[department],
        isOnline: availableAgents > 0,
        isAvailable: mineDepartments.has(department),
        availableAgents,
      };
    }),
    waiting: waiting.map(presentSummary),
    mine: mine.map(presentSummary),
    recentlyClosed: closed.map(presentSummary),
  };
}
