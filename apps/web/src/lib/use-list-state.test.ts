import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useListState } from "./use-list-state";

describe("useListState", () => {
  it("makes the list query and starts again from the first page on a new search or order", () => {
    const { result } = renderHook(() => useListState<"name" | "createdAt">("createdAt", "desc"));
    expect(result.current.query).toEqual({ limit: 25, offset: 0, sortBy: "createdAt", sortDirection: "desc" });

    act(() => result.current.setPage(3));
    expect(result.current.state.page).toBe(3);
    expect(result.current.query.offset).toBe(50);

    act(() => result.current.setSearch("acme"));
    expect(result.current.state).toEqual({ page: 1, search: "acme", sortBy: "createdAt", sortDirection: "desc" });
    expect(result.current.query.search).toBe("acme");

    act(() => result.current.setPage(2));
    act(() => result.current.setSort("name", "asc"));
    expect(result.current.query).toEqual({
      limit: 25,
      offset: 0,
      search: "acme",
      sortBy: "name",
      sortDirection: "asc",
    });
  });

  it("starts a page reached by its cursor at that cursor again, until the search or order changes", () => {
    const { result } = renderHook(() => useListState<"name">("name"));
    act(() => result.current.setPage(2, "cursor-2"));
    act(() => result.current.setPage(3, "cursor-3"));
    expect(result.current.query).toMatchObject({ offset: 50, after: "cursor-3" });

    act(() => result.current.setPage(2));
    expect(result.current.query).toMatchObject({ offset: 25, after: "cursor-2" });
    act(() => result.current.setPage(1));
    expect(result.current.query).not.toHaveProperty("after");
    act(() => result.current.setPage(3));
    expect(result.current.query).toMatchObject({ after: "cursor-3" });

    act(() => result.current.setSearch("acme"));
    act(() => result.current.setPage(2));
    expect(result.current.query).not.toHaveProperty("after");
  });

  it("starts the next page from the pager at the current page's cursor, and no other page", () => {
    const { result } = renderHook(() => useListState<"name">("name"));
    act(() => result.current.pageFrom(2, "cursor-2"));
    expect(result.current.query).toMatchObject({ offset: 25, after: "cursor-2" });
    act(() => result.current.pageFrom(5, "cursor-x"));
    expect(result.current.query).toEqual(expect.not.objectContaining({ after: expect.anything() }));
    expect(result.current.query.offset).toBe(100);
  });
});
