import { describe, expect, it } from "vitest";
import { parseStoredFavourites, pruneFavourites, toggleFavourite } from "./favourite-plans";

describe("favourite plans", () => {
  it("drops favourites no longer on the page and keeps the saved order", () => {
    expect(pruneFavourites(["p3", "gone", "p1", "p3"], ["p1", "p2", "p3"])).toEqual(["p3", "p1"]);
    expect(pruneFavourites(["gone"], [])).toEqual([]);
  });

  it("reads back only a list of ids from storage", () => {
    expect(parseStoredFavourites('["p1","p2","p1"]')).toEqual(["p1", "p2"]);
    expect(parseStoredFavourites(null)).toEqual([]);
    expect(parseStoredFavourites("not json")).toEqual([]);
    expect(parseStoredFavourites('{"p1":true}')).toEqual([]);
    expect(parseStoredFavourites("[1, 2]")).toEqual([]);
  });

  it("toggles a plan in and out", () => {
    expect(toggleFavourite(["p1"], "p2")).toEqual(["p1", "p2"]);
    expect(toggleFavourite(["p1", "p2"], "p1")).toEqual(["p2"]);
  });
});
