import { describe, expect, it } from "vitest";
import { decodeListCursor, encodeListCursor } from "./list-cursor";

const id = "0b6e3c1a-2f4d-4c59-9a1e-7d2b3c4d5e6f";

describe("list cursors", () => {
  it("round-trips the order, a key with any characters, and the id, as URL-safe text", () => {
    const cursor = { sortBy: "name", sortDirection: "desc" as const, key: 'josé & co / 50% "ü"', id };
    const text = encodeListCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListCursor(text)).toEqual(cursor);
  });

  // Base64url of [1,2,3,4], of ["name", "up", "a", id] and of ["name", "asc", "ü", id], as Node prints them.
  it("refuses what is not a cursor, and reads what another encoder wrote", () => {
    expect(decodeListCursor("not a cursor!")).toBeNull();
    expect(decodeListCursor(encodeListCursor({ sortBy: "name", sortDirection: "asc", key: "a", id: "x" }))).toBeNull();
    expect(decodeListCursor("WzEsMiwzLDRd")).toBeNull();
    expect(decodeListCursor("WyJuYW1lIiwidXAiLCJhIiwiMGI2ZTNjMWEtMmY0ZC00YzU5LTlhMWUtN2QyYjNjNGQ1ZTZmIl0")).toBeNull();
    expect(decodeListCursor("WyJuYW1lIiwiYXNjIiwiw7wiLCIwYjZlM2MxYS0yZjRkLTRjNTktOWExZS03ZDJiM2M0ZDVlNmYiXQ")).toEqual({
      sortBy: "name",
      sortDirection: "asc",
      key: "ü",
      id,
    });
    expect(decodeListCursor("")).toBeNull();
  });
});
