/**
 * Use cases: an agent sets themselves available or not in a department (the console's switch), and every
 * availability of an agent ends (signing out, or their last console socket gone on every node). Each change tells
 * the department's subscribers and staff the department's state.
 */
import type { ChatDepartment } from "@onboard/domain/chat/chat-departments";
import type { Database } from "../../db/client";
import type { ChatNotifier } from "./chat-notifier";
import { announceDepartments } from "./department-status";
import { removeAgentAvailability, setAgentAvailable, setAgentUnavailable } from "./repository";

interface Deps {
  db: Database;
  notifier: ChatNotifier;
}

export async function setAgentAvailability(
  deps: Deps,
  agentUserId: string,
  input: { department: ChatDepartment; isAvailable: boolean },
  now: Date,
): Promise<void> {
  if (input.isAvailable) await setAgentAvailable(deps.db, agentUserId, input.department, now);
  else await setAgentUnavailable(deps.db, agentUserId, input.department);
  await announceDepartments(deps, [input.department]);
}

export async function endAgentAvailability(deps: Deps, agentUserId: string): Promise<void> {
  const departments = await removeAgentAvailability(deps.db, agentUserId);
  await announceDepartments(deps, departments);
}
