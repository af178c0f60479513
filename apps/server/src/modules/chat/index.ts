/** The chat module's public surface: what app.ts and the realtime plugin call (see README.md). */
export { endAgentAvailability } from "./agent-availability";
export type { ChatNotifier } from "./chat-notifier";
export { departmentStatus } from "./department-status";
export { findVisitorConversationId } from "./find-visitor-conversation";
