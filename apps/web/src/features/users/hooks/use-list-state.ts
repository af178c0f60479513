/** The page, search and sort of a paged list, and the limit/offset query they make (page size 25, spec §9). */
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/common/limits";
import { pageToLimitOffset } from "@onboard/domain/validation/list-query";
import { useState } from "react";
import type { SortDirection } from "../../../components/paged-list/sortable-header";

export interface ListState<F extends string> {
  page: number;
  search: string;
  sortBy: F | undefined;
  sortDirection: SortDirection;
}

export function useListState<F extends string>(defaultSort: F) {
  const [state, setState] = useState<ListState<F>>({
    page: 1,
    search: "",
    sortBy: defaultSort,
    sortDirection: "asc",
  });
  const query = {
    ...pageToLimitOffset(state.page, DEFAULT_PAGE_SIZE),
    ...(state.search && { search: state.search }),
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
  };
  return {
    state,
    query,
    setPage: (page: number) => setState((previous) => ({ ...previous, page })),
    // A new search or order starts again from the first page.
    setSearch: (search: string) => setState((previous) => ({ ...previous, search, page: 1 })),
    setSort: (sortBy: F, sortDirection: SortDirection) =>
      setState((previous) => ({ ...previous, sortBy, sortDirection, page: 1 })),
  };
}
