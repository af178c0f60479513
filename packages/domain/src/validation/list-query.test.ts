import { describe, expect, it } from "vitest";
import { listQuerySchema, makeListQuerySchema, pageCount, pageToLimitOffset } from "./list-query";

describe("listQuerySchema", () => {
  it("defaults to the first page of 25", () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 25, offset: 0 });
  });

  it("coerces query-string numbers and keeps sorting", () => {
    expect(listQuerySchema.parse({ limit: "100", offset: "50", sortBy: "startsAt", sortDirection: "desc" })).toEqual({
      limit: 100,
      offset: 50,
      sortBy: "startsAt",
      sortDirection: "desc",
    });
  });

  it.each([{ limit: 0 }, { limit: 101 }, { offset: -1 }, { limit: 2.5 }, { sortBy: "email" }, { sortDirection: "up" }])(
    "rejects %o",
    (query) => {
      expect(listQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it("accepts the limits' edges", () => {
    expect(listQuerySchema.safeParse({ limit: 1, offset: 0 }).success).toBe(true);
    expect(listQuerySchema.safeParse({ limit: 100 }).success).toBe(true);
  });
});

describe("pageToLimitOffset", () => {
  it("turns a 1-based page into limit and offset", () => {
    expect(pageToLimitOffset(1)).toEqual({ limit: 25, offset: 0 });
    expect(pageToLimitOffset(3)).toEqual({ limit: 25, offset: 50 });
    expect(pageToLimitOffset(2, 10)).toEqual({ limit: 10, offset: 10 });
  });

  it("clamps out-of-range pages and sizes", () => {
    expect(pageToLimitOffset(0)).toEqual({ limit: 25, offset: 0 });
    expect(pageToLimitOffset(2, 500)).toEqual({ limit: 100, offset: 100 });
    expect(pageToLimitOffset(Number.NaN, 0)).toEqual({ limit: 25, offset: 0 });
  });

  it("counts pages", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});

describe("makeListQuerySchema", () => {
  const schema = makeListQuerySchema(["name", "email"]);

  it("sorts by the list's own fields only", () => {
    expect(schema.parse({ sortBy: "email", sortDirection: "asc" })).toMatchObject({ sortBy: "email" });
    expect(schema.safeParse({ sortBy: "startsAt" }).success).toBe(false);
  });

  it("keeps the paging bounds", () => {
    expect(schema.safeParse({ limit: "0" }).success).toBe(false);
    expect(schema.safeParse({ offset: "-1" }).success).toBe(false);
  });
});
