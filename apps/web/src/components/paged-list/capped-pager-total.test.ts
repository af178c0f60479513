import { describe, expect, it } from "vitest";
import { cappedPagerTotal } from "./capped-pager-total";

const page = (rows: number) => Array.from({ length: rows }, (_, i) => ({ id: `r${i}` }));

describe("cappedPagerTotal", () => {
  it("is the count when the count is exact", () => {
    expect(cappedPagerTotal({ data: page(25), count: 60, totalIsCapped: false }, 1)).toBe(60);
  });

  it("reaches one past the cap, and one past a full page beyond it", () => {
    expect(cappedPagerTotal({ data: page(25), count: 1000, totalIsCapped: true }, 1)).toBe(1001);
    expect(cappedPagerTotal({ data: page(25), count: 1000, totalIsCapped: true }, 41)).toBe(1026);
  });

  it("ends at the last row once a page beyond the cap is not full", () => {
    expect(cappedPagerTotal({ data: page(7), count: 1000, totalIsCapped: true }, 45)).toBe(1107);
  });
});
