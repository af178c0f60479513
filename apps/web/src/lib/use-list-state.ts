/**
 * The page, search and sort of a paged list, and the limit/offset query they make (page size 25, spec §9). A new
 * search or order starts again from the first page. useListState keeps the search and sort for this visit;
 * useListStateIn keeps them in a store the caller gives (e.g. usePersistentState, for a list remembered per user),
 * the page always for this visit only.
 */
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/validation/list-limits";
import { pageToLimitOffset, type SortDirection } from "@onboard/domain/validation/list-query";
import { useState } from "react";

/** What a list remembers besides the page: its search and order (a feature's filters may come along). */
export interface ListView<F extends string> {
  search: string;
  sortBy: F;
  sortDirection: SortDirection;
}

/** A state and its setter, as useState and usePersistentState return them. */
export type ListStore<S> = readonly [S, (next: S | ((previous: S) => S)) => void];

/**
 * Where the list is: its page, and (keyset paging) the cursor each page reached by "next" starts after, so that going
 * back to such a page starts it there too (a list that pages by cursor takes no offset past its first 1,000 rows).
 */
interface ListPosition {
  page: number;
  cursors: Readonly<Record<number, string>>;
}

const FIRST_PAGE: ListPosition = { page: 1, cursors: {} };

export function useListStateIn<F extends string, S extends ListView<F>>([view, setView]: ListStore<S>) {
  const [{ page, cursors }, setPosition] = useState<ListPosition>(FIRST_PAGE);
  const after = cursors[page];
  const change = (next: Partial<S>) => {
    setView((previous) => ({ ...previous, ...next }));
    setPosition(FIRST_PAGE);
  };
  const query = {
    ...pageToLimitOffset(page, DEFAULT_PAGE_SIZE),
    ...(after && { after }),
    ...(view.search && { search: view.search }),
    sortBy: view.sortBy,
    sortDirection: view.sortDirection,
  };
  return {
    state: { ...view, page },
    page,
    query,
    /**
     * Go to a page. `after`, the current page's next cursor, when the page is the next one: the server then starts it
     * at the cursor instead of reading every row before its offset (lists that page by cursor, such as the clients).
     * A page reached that way before starts at its cursor again.
     */
    setPage: (next: number, after?: string | null) =>
      setPosition((previous) => ({
        page: next,
        cursors: after ? { ...previous.cursors, [next]: after } : previous.cursors,
      })),
    /** Go to a page from the pager, with the current page's `nextCursor`: the next page starts after it. */
    pageFrom: (next: number, nextCursor: string | null | undefined) =>
      setPosition((previous) => ({
        page: next,
        cursors:
          nextCursor && next === previous.page + 1 ? { ...previous.cursors, [next]: nextCursor } : previous.cursors,
      })),
    setSearch: (search: string) => change({ search } as Partial<S>),
    setSort: (sortBy: F, sortDirection: SortDirection) => change({ sortBy, sortDirection } as Partial<S>),
    /** Any other change of what the list remembers (a feature's filters), back to the first page. */
    change,
  };
}

export function useListState<F extends string>(sortBy: F, sortDirection: SortDirection = "asc") {
  return useListStateIn<F, ListView<F>>(useState<ListView<F>>({ search: "", sortBy, sortDirection }));
}

/** What useListState gives a list's components. */
export type ListState<F extends string> = ReturnType<typeof useListState<F>>;
