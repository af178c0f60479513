/** Query keys and paths of the QPS push feature: every key starts with "qps". */

export const qpsKeys = {
  all: () => ["qps"] as const,
  /** Everything about one client: its plan-design info and its difference from QPS. */
  client: (clientId: string) => ["qps", "client", clientId] as const,
  planDesignInfo: (clientId: string) => ["qps", "client", clientId, "plan-design-info"] as const,
  clientFromQps: (clientId: string) => ["qps", "client", clientId, "client-from-qps"] as const,
  /** The latest push of each client in the overlay. */
  apiJobs: (clientIds: readonly string[]) => ["qps", "api-jobs", [...clientIds].sort()] as const,
};

/** /api/clients/:clientId */
export function qpsClientPath(clientId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}`;
}
