import { describe, expect, it } from "vitest";
import { clientPagerTotal } from "./client-list-paging";
import { listItem } from "./clients-test-support";

const page = (rows: number) => Array.from({ length: rows }, (_, i) => listItem({ id: `c${i}` }));

describe("clientPagerTotal", () => {
  it("is the count when the count is exact", () => {
    expect(clientPagerTotal({ data: page(25), count: 60, totalIsCapped: false }, 1)).toBe(60);
  });

  it("reaches one past the cap, and one past a full page beyond it", () => {
    expect(clientPagerTotal({ data: page(25), count: 1000, totalIsCapped: true }, 1)).toBe(1001);
    expect(clientPagerTotal({ data: page(25), count: 1000, totalIsCapped: true }, 41)).toBe(1026);
  });

  it("ends at the last row once a page beyond the cap is not full", () => {
    expect(clientPagerTotal({ data: page(7), count: 1000, totalIsCapped: true }, 45)).toBe(1107);
  });
});
