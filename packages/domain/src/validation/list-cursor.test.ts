import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CURSOR_LIST_OFFSET_MAX,
  checkCursorQuery,
  decodeListCursor,
  encodeListCursor,
  LIST_CURSOR_MESSAGE,
  LIST_OFFSET_MESSAGE,
  nextCursorOfLink,
} from "./list-cursor";

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

describe("list cursors that carry the creation time", () => {
  it("round-trip it", () => {
    const cursor = {
      sortBy: "subject",
      sortDirection: "desc" as const,
      key: "welcome",
      id,
      createdAt: "2026-01-31 09:30:00.123456+00",
    };
    expect(decodeListCursor(encodeListCursor(cursor))).toEqual(cursor);
  });
});

describe("checkCursorQuery", () => {
  // The e-mails' shape: newest first by default, ties broken by the creation time, timestamps keyed as text.
  const schema = z
    .object({
      offset: z.number(),
      after: z.string().optional(),
      sortBy: z.enum(["createdAt", "subject", "sentAt"]).optional(),
      sortDirection: z.enum(["asc", "desc"]).optional(),
    })
    .superRefine(
      checkCursorQuery("createdAt", {
        offsetMax: CURSOR_LIST_OFFSET_MAX,
        defaultDirection: "desc",
        timestampSorts: ["createdAt", "sentAt"],
        createdAtTieSorts: ["subject", "sentAt"],
      }),
    );
  const messages = (query: unknown) => {
    const result = schema.safeParse(query);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const cursor = (fields: { sortBy: string; sortDirection: "asc" | "desc"; key: string; createdAt?: string }) =>
    encodeListCursor({ ...fields, id });
  const at = "2026-01-31 09:30:00.123456+00";

  it("takes a cursor of the query's order, in the default direction when none is asked", () => {
    expect(messages({ offset: 0, after: cursor({ sortBy: "createdAt", sortDirection: "desc", key: at }) })).toEqual([]);
    expect(
      messages({
        offset: 0,
        sortBy: "subject",
        after: cursor({ sortBy: "subject", sortDirection: "desc", key: "a", createdAt: at }),
      }),
    ).toEqual([]);
    expect(
      messages({
        offset: 0,
        sortBy: "sentAt",
        sortDirection: "asc",
        after: cursor({ sortBy: "sentAt", sortDirection: "asc", key: "infinity", createdAt: at }),
      }),
    ).toEqual([]);
  });

  it("refuses a cursor of another direction, or whose keys do not fit its order", () => {
    for (const after of [
      cursor({ sortBy: "createdAt", sortDirection: "asc", key: at }),
      cursor({ sortBy: "createdAt", sortDirection: "desc", key: "yesterday" }),
      cursor({ sortBy: "createdAt", sortDirection: "desc", key: at, createdAt: at }),
    ]) {
      expect(messages({ offset: 0, after })).toEqual([LIST_CURSOR_MESSAGE]);
    }
    expect(
      messages({ offset: 0, sortBy: "subject", after: cursor({ sortBy: "subject", sortDirection: "desc", key: "a" }) }),
    ).toEqual([LIST_CURSOR_MESSAGE]);
    expect(
      messages({
        offset: 0,
        sortBy: "subject",
        after: cursor({ sortBy: "subject", sortDirection: "desc", key: "a", createdAt: "x" }),
      }),
    ).toEqual([LIST_CURSOR_MESSAGE]);
  });

  it("takes an offset up to the maximum without a cursor", () => {
    expect(messages({ offset: CURSOR_LIST_OFFSET_MAX })).toEqual([]);
    expect(messages({ offset: CURSOR_LIST_OFFSET_MAX + 1 })).toEqual([LIST_OFFSET_MESSAGE]);
  });
});

describe("nextCursorOfLink", () => {
  it("reads the cursor of the next link, and nothing else", () => {
    expect(nextCursorOfLink('</api/emails?sortBy=subject&after=WyJh-_>; rel="next"')).toBe("WyJh-_");
    expect(nextCursorOfLink('</api/emails?page=1>; rel="prev", </api/emails?after=abc>; rel=next')).toBe("abc");
    expect(nextCursorOfLink('</api/emails?after=abc>; rel="prev"')).toBeNull();
    expect(nextCursorOfLink(null)).toBeNull();
    expect(nextCursorOfLink("nonsense")).toBeNull();
  });
});
