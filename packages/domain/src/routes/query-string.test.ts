import { describe, expect, it } from "vitest";
import { buildQueryString, parseQueryString, queryStringFromPairs } from "./query-string";

describe("query strings", () => {
  it("parses with or without ?, decoding + as space and keeping bare keys", () => {
    expect(parseQueryString("?a=1&b=x+y&c&d=%2F")).toEqual([
      ["a", "1"],
      ["b", "x y"],
      ["c", ""],
      ["d", "/"],
    ]);
    expect(parseQueryString("a=1")).toEqual([["a", "1"]]);
    expect(parseQueryString("")).toEqual([]);
    expect(parseQueryString("?")).toEqual([]);
  });

  it("keeps malformed escapes as they are", () => {
    expect(parseQueryString("a=%E0%A4%A")).toEqual([["a", "%E0%A4%A"]]);
  });

  it("builds from pairs and objects", () => {
    expect(queryStringFromPairs([["a b", "1&2"]])).toBe("?a%20b=1%262");
    expect(queryStringFromPairs([])).toBe("");
    expect(buildQueryString({ a: null, b: undefined })).toBe("");
    expect(buildQueryString(undefined)).toBe("");
    expect(buildQueryString({ ids: [] })).toBe("");
  });
});
