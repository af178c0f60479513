/** The summary's table cells break at spaces and line breaks to fit their width; a word too wide is refused. */
import { describe, expect, it } from "vitest";
import { breakLines } from "./line-breaker";

// One unit per character, one per space.
const widthOf = (word: string) => word.length;

describe("breaking a cell's text into lines", () => {
  it("keeps text that fits on one line", () => {
    expect(breakLines("Head office", 20, widthOf, 1)).toEqual({ lines: ["Head office"], widths: [11] });
  });

  it("breaks at the last space that fits, and at line breaks", () => {
    expect(breakLines("First of the month after the waiting period", 16, widthOf, 1)).toEqual({
      lines: ["First of the", "month after the", "waiting period"],
      widths: [12, 15, 14],
    });
    expect(breakLines("ana@example.com\n(412) 555-1004", 20, widthOf, 1)?.lines).toEqual([
      "ana@example.com",
      "(412) 555-1004",
    ]);
  });

  it("gives up on a word wider than the line", () => {
    expect(breakLines("casey.haddad@summitregional.example.org", 20, widthOf, 1)).toBeNull();
  });
});
