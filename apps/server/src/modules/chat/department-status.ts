/** A department's online state: online while at least one carrier-staff agent is available in it (decision 030). */
import { CHAT_DEPARTMENT_NAMES, type ChatDepartment } from "@onboard/domain/chat/chat-departments";
import type { ChatDepartmentStatus } from "@onboard/domain/chat/chat-schemas";
import type { DbExecutor } from "../../db/executor";
import type { ChatNotifier } from "./chat-notifier";
import { countAvailableAgents } from "./repository";

export async function departmentStatus(db: DbExecutor, department: ChatDepartment): Promise<ChatDepartmentStatus> {
  const counts = await countAvailableAgents(db, [department]);
  return {
    department,
    departmentName: CHAT_DEPARTMENT_NAMES[department],
    isOnline: (counts.get(department) ?? 0) > 0,
  };
}

/** Tells the department's subscribers and staff its state now (after a change of availability). */
export async function announceDepartments(
  deps: { db: DbExecutor; notifier: ChatNotifier },
  departments: Iterable<ChatDepartment>,
): Promise<void> {
  for (const department of new Set(departments)) {
    deps.notifier.departmentChanged(await departmentStatus(deps.db, department));
  }
}
