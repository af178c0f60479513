/** Query keys of the explorer administration; every key starts with "explorer-admin". */
export const explorerAdminKeys = {
  all: ["explorer-admin"] as const,
  page: (clientId: string, explorerPageId: string) =>
    [...explorerAdminKeys.all, "page", clientId, explorerPageId] as const,
  documents: (clientId: string, associationId: string) =>
    [...explorerAdminKeys.all, "documents", clientId, associationId] as const,
  policies: (clientId: string) => [...explorerAdminKeys.all, "policies", clientId] as const,
  staff: (search: string) => [...explorerAdminKeys.all, "staff", search] as const,
};
