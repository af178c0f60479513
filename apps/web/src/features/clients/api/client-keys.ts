/** Query keys of the clients feature; every key starts with "clients", so one invalidation refreshes them all. */

import type { ClientListQuery } from "@onboard/domain/clients/client-schemas";
import type { QueryClient } from "@tanstack/react-query";
import { clientDetailKey } from "../../../lib/client-detail";

export const clientKeys = {
  all: ["clients"] as const,
  lists: () => [...clientKeys.all, "list"] as const,
  list: (query: Partial<ClientListQuery>) => [...clientKeys.lists(), query] as const,
  /** The detail's key belongs to lib/client-detail.ts (the hub reads it too). */
  detail: clientDetailKey,
  setup: (clientId: string) => [...clientKeys.all, "setup", clientId] as const,
  auditLog: (clientId: string, page?: { limit: number; offset: number }) =>
    [...clientKeys.all, "audit-log", clientId, ...(page ? [page] : [])] as const,
  ticket: (ticketId: string) => [...clientKeys.all, "ticket", ticketId] as const,
  usersByRole: (role: string, search: string) => [...clientKeys.all, "users-by-role", role, search] as const,
};

/**
 * Refreshes what a change to one client can alter: its detail, setup and audit trail, and the lists. A mutation that
 * already holds the new detail or setup names it in `fresh`, so that it is not fetched again.
 */
export function invalidateClient(
  queryClient: QueryClient,
  clientId: string,
  fresh: readonly ("detail" | "setup")[] = [],
): Promise<void> {
  const keys = [
    ...(fresh.includes("detail") ? [] : [clientKeys.detail(clientId)]),
    ...(fresh.includes("setup") ? [] : [clientKeys.setup(clientId)]),
    clientKeys.auditLog(clientId),
    clientKeys.lists(),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
