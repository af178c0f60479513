/** Query keys of the hub feature: every key starts with "hub" and the client id, so one invalidation refreshes a hub. */
import type { QueryParams } from "@onboard/domain/routes/query-string";

export const hubKeys = {
  all: (clientId: string) => ["hub", clientId] as const,
  tasks: (clientId: string) => ["hub", clientId, "tasks"] as const,
  task: (clientId: string, taskId: string, policyId: string | null) =>
    ["hub", clientId, "tasks", taskId, policyId] as const,
  call: (clientId: string, call: string) => ["hub", clientId, "calls", call] as const,
  welcomeFlow: (clientId: string) => ["hub", clientId, "welcome-flow"] as const,
  newDocumentNotice: (clientId: string) => ["hub", clientId, "new-document-notice"] as const,
  documents: (clientId: string) => ["hub", clientId, "documents"] as const,
  documentsMeta: (clientId: string, query: QueryParams) => ["hub", clientId, "documents", "meta", query] as const,
};

export function clientPath(clientId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}`;
}
