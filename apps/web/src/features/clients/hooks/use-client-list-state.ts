/**
 * The client list's state (lib/use-list-state.ts) plus its filters: search, sort and filters kept per signed-in user
 * in localStorage (listStateKey("clients", id)), the page for this visit only. Any change goes back to the first page.
 */
import { CLIENT_SORT_FIELDS, type ClientSortField } from "@onboard/domain/clients/client-schemas";
import { CLIENT_ERROR_TYPES, PHASES, RELEASE_STATUSES } from "@onboard/domain/clients/enums";
import { listStateKey } from "@onboard/domain/common/storage-keys";
import { z } from "zod";
import { usePersistentState } from "../../../lib/persistent-state";
import { useListStateIn } from "../../../lib/use-list-state";
import type { ClientListRequest } from "../api/get-clients";

const savedStateSchema = z.object({
  search: z.string(),
  sortBy: z.enum(CLIENT_SORT_FIELDS),
  sortDirection: z.enum(["asc", "desc"]),
  phaseIds: z.array(z.enum(PHASES)),
  releaseStatuses: z.array(z.enum(RELEASE_STATUSES)),
  errorTypes: z.array(z.enum(CLIENT_ERROR_TYPES)),
  includeArchived: z.boolean(),
});
export type ClientListState = z.infer<typeof savedStateSchema>;
export type ClientFilters = Pick<ClientListState, "phaseIds" | "releaseStatuses" | "errorTypes" | "includeArchived">;

export const DEFAULT_CLIENT_LIST_STATE: ClientListState = {
  search: "",
  sortBy: "name",
  sortDirection: "asc",
  phaseIds: [],
  releaseStatuses: [],
  errorTypes: [],
  includeArchived: false,
};

export function useClientListState(userId: string) {
  const list = useListStateIn<ClientSortField, ClientListState>(
    usePersistentState(listStateKey("clients", userId), savedStateSchema, DEFAULT_CLIENT_LIST_STATE),
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
