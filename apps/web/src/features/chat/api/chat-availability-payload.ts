/**
 * Reads the availability answer and the socket's `chat:department` notice without zod: they are read on every page
 * that offers chat, right after it loads, where the domain's schemas (chatAvailabilitySchema,
 * chatDepartmentStatusSchema) would bring zod along. A test checks that these accept exactly what the schemas accept.
 */
import { CHAT_DEPARTMENT_CODES, type ChatDepartment } from "@onboard/domain/chat/chat-departments";
import type { ChatAvailability, ChatDepartmentStatus } from "@onboard/domain/chat/chat-schemas";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isDepartment(value: unknown): value is ChatDepartment {
  return (CHAT_DEPARTMENT_CODES as readonly unknown[]).includes(value);
}

/** The answer of GET /api/chat/availability; throws when it is not one. */
export function parseChatAvailability(value: unknown): ChatAvailability {
  if (
    isRecord(value) &&
    (value.department === null || isDepartment(value.department)) &&
    (value.departmentName === null || typeof value.departmentName === "string") &&
    typeof value.isOnline === "boolean"
  ) {
    return { department: value.department, departmentName: value.departmentName, isOnline: value.isOnline };
  }
  throw new TypeError("Not a chat availability");
}

/** A `chat:department` notice, or null when the payload is not one. */
export function parseChatDepartmentStatus(value: unknown): ChatDepartmentStatus | null {
  if (
    isRecord(value) &&
    isDepartment(value.department) &&
    typeof value.departmentName === "string" &&
    typeof value.isOnline === "boolean"
  ) {
    return { department: value.department, departmentName: value.departmentName, isOnline: value.isOnline };
  }
  return null;
}
