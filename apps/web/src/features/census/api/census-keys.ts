/** Query keys and paths of the census feature: every key starts with "census", the client and the policy. */

/** The report's filter: every problem row, one severity, or one issue code. */
export type CensusRowFilter =
  | { kind: "all" }
  | { kind: "severity"; severity: "error" | "warning" }
  | { kind: "code"; code: string };

export const censusKeys = {
  all: (clientId: string, policyId: string) => ["census", clientId, policyId] as const,
  files: (clientId: string, policyId: string) => ["census", clientId, policyId, "files"] as const,
  preview: (clientId: string, policyId: string, documentId: string, sheet: string | null) =>
    ["census", clientId, policyId, "preview", documentId, sheet] as const,
  validation: (clientId: string, policyId: string) => ["census", clientId, policyId, "validate"] as const,
  rows: (clientId: string, policyId: string, documentId: string) =>
    ["census", clientId, policyId, "rows", documentId] as const,
  rowsPage: (clientId: string, policyId: string, documentId: string, filter: CensusRowFilter, offset: number) =>
    ["census", clientId, policyId, "rows", documentId, filter, offset] as const,
  benAdminPlatforms: () => ["census", "ben-admin-platforms"] as const,
};

/** /api/clients/:clientId/census/:policyId */
export function censusPath(clientId: string, policyId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}/census/${encodeURIComponent(policyId)}`;
}

/** /api/clients/:clientId/census/:policyId/files/:documentId */
export function censusFilePath(clientId: string, policyId: string, documentId: string): string {
  return `${censusPath(clientId, policyId)}/files/${encodeURIComponent(documentId)}`;
}

/** The If-Match of a census write: the file's version as the server's ETag words it. */
export function ifMatch(version: number): Record<string, string> {
  return { "If-Match": `"${version}"` };
}
