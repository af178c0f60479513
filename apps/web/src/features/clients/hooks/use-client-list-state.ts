/**
 * The client list's state (lib/use-list-state.ts) plus its filters: search, sort and filters kept per signed-in user
 * in localStorage (client-list-storage.ts: the spec's client table filters key), restored when the user comes back
 * to the list; the page for this visit only. Any change goes back to the first page.
 */
import type { ClientSortField } from "@onboard/domain/clients/client-schemas";
import { useState } from "react";
import { usePersistentState } from "../../../lib/persistent-state";
import { useListStateIn } from "../../../lib/use-list-state";
import type { ClientListRequest } from "../api/get-clients";
import {
  adoptLegacyClientListState,
  type ClientListState,
  clientListStateSchema,
  clientListStorageKey,
  DEFAULT_CLIENT_LIST_STATE,
} from "../client-list-storage";

export type { ClientListState } from "../client-list-storage";
export { DEFAULT_CLIENT_LIST_STATE } from "../client-list-storage";
export type ClientFilters = Pick<ClientListState, "phaseIds" | "releaseStatuses" | "errorTypes" | "includeArchived">;

export function useClientListState(userId: string) {
  // Before the state is first read: a state kept under the old key comes along.
  useState(() => adoptLegacyClientListState(window.localStorage, userId));
  const list = useListStateIn<ClientSortField, ClientListState>(
    usePersistentState(clientListStorageKey(userId), clientListStateSchema, DEFAULT_CLIENT_LIST_STATE),
  );
  const { phaseIds, releaseStatuses, errorTypes, includeArchived } = list.state;
  const query: ClientListRequest = {
    ...list.query,
    phaseIds,
    releaseStatuses,
    errorTypes,
    ...(includeArchived && { includeArchived: true }),
  };
  return {
    ...list,
    query,
    setFilters: (filters: Partial<ClientFilters>) => list.change(filters),
    clearFilters: () => list.change({ phaseIds: [], releaseStatuses: [], errorTypes: [], includeArchived: false }),
  };
}
