/**
 * The client list's search, sort and filters, kept per signed-in user in localStorage (listStateKey("clients", id)),
 * and the page, kept for this visit only. Any change of search, sort or filter goes back to the first page.
 */
import { CLIENT_SORT_FIELDS, type ClientSortField } from "@onboard/domain/clients/client-schemas";
import { CLIENT_ERROR_TYPES, PHASES, RELEASE_STATUSES } from "@onboard/domain/clients/enums";
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/common/limits";
import { listStateKey } from "@onboard/domain/common/storage-keys";
import { pageToLimitOffset } from "@onboard/domain/validation/list-query";
import { useState } from "react";
import { z } from "zod";
import type { SortDirection } from "../../../components/paged-list/sortable-header";
import { usePersistentState } from "../../../lib/persistent-state";
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
  const [saved, setSaved] = usePersistentState(
    listStateKey("clients", userId),
    savedStateSchema,
    DEFAULT_CLIENT_LIST_STATE,
  );
  const [page, setPage] = useState(1);
  const change = (next: Partial<ClientListState>) => {
    setSaved((previous) => ({ ...previous, ...next }));
    setPage(1);
  };
  const query: ClientListRequest = {
    ...pageToLimitOffset(page, DEFAULT_PAGE_SIZE),
    ...(saved.search && { search: saved.search }),
    sortBy: saved.sortBy,
    sortDirection: saved.sortDirection,
    phaseIds: saved.phaseIds,
    releaseStatuses: saved.releaseStatuses,
    errorTypes: saved.errorTypes,
    ...(saved.includeArchived && { includeArchived: true }),
  };
  return {
    state: saved,
    page,
    query,
    setPage,
    setSearch: (search: string) => change({ search }),
    setSort: (sortBy: ClientSortField, sortDirection: SortDirection) => change({ sortBy, sortDirection }),
    setFilters: (filters: Partial<ClientFilters>) => change(filters),
    clearFilters: () => change({ phaseIds: [], releaseStatuses: [], errorTypes: [], includeArchived: false }),
  };
}
