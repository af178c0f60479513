import { describe, expect, it } from "vitest";
import { dateRangeExceeds30Days, daysBetween } from "./date-range";

describe("dateRangeExceeds30Days", () => {
  it("flags ranges over 30 days only", () => {
    expect(dateRangeExceeds30Days("2024-01-01", "2024-01-31")).toBe(false);
    expect(dateRangeExceeds30Days("2024-01-01", "2024-02-01")).toBe(true);
    expect(dateRangeExceeds30Days(new Date(2024, 0, 1), new Date(2024, 0, 31, 23, 59))).toBe(false);
    expect(dateRangeExceeds30Days(new Date(2024, 1, 1), new Date(2024, 0, 1))).toBe(true);
  });

  it("reads MM/DD ranges, wrapping past the year end", () => {
    expect(daysBetween("11/20", "12/20")).toBe(30);
    expect(dateRangeExceeds30Days("11/20", "12/20")).toBe(false);
    expect(dateRangeExceeds30Days("11/20", "12/21")).toBe(true);
    expect(daysBetween("12/15", "01/10")).toBe(26);
    expect(dateRangeExceeds30Days("11/20", "01/31")).toBe(true);
  });

  it("does not flag unreadable dates", () => {
    expect(dateRangeExceeds30Days("soon", "2024-01-01")).toBe(false);
  });
});
