import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatTime, localeOf } from "./format-date-time";

describe("format-date-time", () => {
  it("formats calendar days as the same day everywhere, in each style", () => {
    expect(formatDay("2026-01-02", "en-US")).toBe("Jan 2, 2026");
    expect(formatDay("2026-11-01", localeOf("es"), "long")).toBe("1 de noviembre de 2026");
    expect(formatDay("2026-01-02T23:00:00.000Z", "en-US")).toBe("Jan 2, 2026");
    expect(formatDay("soon", "en-US")).toBe("soon");
  });

  it("formats instants in the time zone asked for", () => {
    const instant = "2026-01-02T15:04:00.000Z";
    expect(formatDate(instant, "en-US", { timeZone: "UTC" })).toBe("Jan 2, 2026");
    expect(formatDate(instant, "en-US", { style: "numeric", timeZone: "UTC" })).toBe("1/2/2026");
    expect(formatDateTime(instant, "en-US", { timeZone: "UTC" })).toBe("Jan 2, 2026, 3:04 PM");
    expect(formatDateTime(instant, "en-US", { style: "long", timeZone: "UTC" })).toBe("January 2, 2026 at 3:04 PM");
  });

  it("shows an invalid value as it is", () => {
    expect(formatDate("not a date", "en-US")).toBe("not a date");
    expect(formatTime(Number.NaN, "en-US")).toBe("NaN");
  });
});
