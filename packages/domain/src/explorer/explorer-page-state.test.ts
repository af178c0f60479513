import { describe, expect, it } from "vitest";
import { calendarDay, explorerPageState, isOpenEnrollmentActive, isPersonalPlanLinkShown } from "./explorer-page-state";

const startsAt = new Date("2026-01-01T05:00:00Z");
const expiresAt = new Date("2026-12-31T05:00:00Z");
const page = { maintenanceMode: false, isLive: true, startsAt, expiresAt };

describe("explorerPageState", () => {
  it("is live or demo between start and expiry, by isLive", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(explorerPageState(page, now)).toBe("live");
    expect(explorerPageState({ ...page, isLive: false }, now)).toBe("demo");
  });

  it("is notStarted before startsAt and started at startsAt exactly", () => {
    expect(explorerPageState(page, new Date(startsAt.getTime() - 1))).toBe("notStarted");
    expect(explorerPageState(page, startsAt)).toBe("live");
  });

  it("is expired from expiresAt on, and never expires without an expiry", () => {
    expect(explorerPageState(page, new Date(expiresAt.getTime() - 1))).toBe("live");
    expect(explorerPageState(page, expiresAt)).toBe("expired");
    expect(explorerPageState({ ...page, expiresAt: null }, new Date("2099-01-01T00:00:00Z"))).toBe("live");
  });

  it("lets maintenance win over every other state", () => {
    const maintenance = { ...page, maintenanceMode: true };
    expect(explorerPageState(maintenance, new Date("2025-01-01T00:00:00Z"))).toBe("maintenance");
    expect(explorerPageState(maintenance, new Date("2027-06-01T00:00:00Z"))).toBe("maintenance");
    expect(explorerPageState({ ...maintenance, isLive: false }, new Date("2026-06-01T00:00:00Z"))).toBe("maintenance");
  });
});

describe("isOpenEnrollmentActive", () => {
  const window = { openEnrollmentStart: "2026-11-01", openEnrollmentEnd: "2026-11-15" };

  it("includes the first and the last day, in New York time", () => {
    expect(isOpenEnrollmentActive(window, new Date("2026-11-01T05:00:00Z"))).toBe(true);
    expect(isOpenEnrollmentActive(window, new Date("2026-11-01T03:59:59Z"))).toBe(false);
    expect(isOpenEnrollmentActive(window, new Date("2026-11-16T04:59:59Z"))).toBe(true);
    expect(isOpenEnrollmentActive(window, new Date("2026-11-16T05:00:00Z"))).toBe(false);
  });

  it("uses the given time zone's calendar day", () => {
    expect(calendarDay(new Date("2026-11-16T02:00:00Z"), "UTC")).toBe("2026-11-16");
    expect(calendarDay(new Date("2026-11-16T02:00:00Z"), "America/New_York")).toBe("2026-11-15");
  });
});

describe("isPersonalPlanLinkShown", () => {
  it("hides the link only on an expired site", () => {
    expect(isPersonalPlanLinkShown("expired")).toBe(false);
    for (const state of ["live", "demo", "maintenance", "notStarted"] as const) {
      expect(isPersonalPlanLinkShown(state)).toBe(true);
    }
  });
});
