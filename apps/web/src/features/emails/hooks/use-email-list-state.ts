/** The search, sort and page of an e-mail list, and the query they make (page size 25, newest first). */
import { DEFAULT_PAGE_SIZE } from "@onboard/domain/common/limits";
import type { EmailSortField } from "@onboard/domain/emails/email-schemas";
import { pageToLimitOffset } from "@onboard/domain/validation/list-query";
import { useState } from "react";
import type { SortDirection } from "../../../components/paged-list/sortable-header";
import type { EmailListRequest } from "../api/email-keys";

export interface EmailListState {
  page: number;
  search: string;
  sortBy: EmailSortField;
  sortDirection: SortDirection;
}

const INITIAL: EmailListState = { page: 1, search: "", sortBy: "createdAt", sortDirection: "desc" };

export function useEmailListState() {
  const [state, setState] = useState<EmailListState>(INITIAL);
  const query: EmailListRequest = {
    ...pageToLimitOffset(state.page, DEFAULT_PAGE_SIZE),
    search: state.search || undefined,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
  };
  return {
    state,
    query,
    // A new search or order starts again from the first page.
    setSearch: (search: string) => setState((s) => ({ ...s, search, page: 1 })),
    setSort: (sortBy: EmailSortField, sortDirection: SortDirection) =>
      setState((s) => ({ ...s, sortBy, sortDirection, page: 1 })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
  };
}
