import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveAnalyticsPeriod } from "./analytics-period";
import { analyticsBatchSchema, analyticsSummaryQuerySchema } from "./analytics-schemas";

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const event = (over: Record<string, unknown> = {}) => ({
  name: "tracked_link",
  page: "/client/c1",
  properties: { module: "hub" },
  at: NOW - 1000,
  ...over,
});
const firstPath = (value: unknown) => {
  const result = analyticsBatchSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.path.join(".");
};

describe("analyticsBatchSchema", () => {
  it.each([
    ["one event", { events: [event()] }],
    ["50 events", { events: Array.from({ length: 50 }, () => event()) }],
    ["no properties", { events: [event({ properties: {} })] }],
    ["an emoji (a surrogate pair) in a property", { events: [event({ properties: { k: "\ud83d\ude00 ok" } })] }],
    [
      "20 properties of 191 characters",
      {
        events: [
          event({ properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, "x".repeat(191)])) }),
        ],
      },
    ],
    ["a page of 512 characters", { events: [event({ page: `/${"p".repeat(511)}` })] }],
    ["an event 6 days old", { events: [event({ at: NOW - 6 * 86_400_000 })] }],
    ["a browser clock an hour ahead", { events: [event({ at: NOW + 3_600_000 })] }],
  ])("accepts %s", (_label, batch) => {
    expect(firstPath(batch)).toBeNull();
  });

  it.each([
    ["no events", { events: [] }, "events"],
    ["51 events", { events: Array.from({ length: 51 }, () => event()) }, "events"],
    ["no events key", {}, "events"],
    ["an unknown key", { events: [event()], userId: "u1" }, ""],
    ["an upper-case name", { events: [event({ name: "Tracked" })] }, "events.0.name"],
    ["a name of 65 characters", { events: [event({ name: `a${"b".repeat(64)}` })] }, "events.0.name"],
    ["a page with a query string", { events: [event({ page: "/client?ticket=1" })] }, "events.0.page"],
    ["a page with a fragment", { events: [event({ page: "/client#x" })] }, "events.0.page"],
    ["a page that is not a path", { events: [event({ page: "https://x.test/" })] }, "events.0.page"],
    ["a page of 513 characters", { events: [event({ page: `/${"p".repeat(512)}` })] }, "events.0.page"],
    [
      "21 properties",
      { events: [event({ properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) })] },
      "events.0.properties",
    ],
    [
      "a property of 192 characters",
      { events: [event({ properties: { k: "x".repeat(192) } })] },
      "events.0.properties.k",
    ],
    ["a number property", { events: [event({ properties: { k: 1 } })] }, "events.0.properties.k"],
    [
      "a lone high surrogate in a value",
      { events: [event({ properties: { k: "fuzz\ud800" } })] },
      "events.0.properties.k",
    ],
    ["a lone low surrogate in a value", { events: [event({ properties: { k: "\udc00x" } })] }, "events.0.properties.k"],
    [
      "a lone surrogate in a name",
      { events: [event({ properties: { "k\ud800": "v" } })] },
      "events.0.properties.k\ud800",
    ],
    ["an event 8 days old", { events: [event({ at: NOW - 8 * 86_400_000 })] }, "events.0.at"],
    ["an event 2 days ahead", { events: [event({ at: NOW + 2 * 86_400_000 })] }, "events.0.at"],
    ["a time as text", { events: [event({ at: "2026-11-26" })] }, "events.0.at"],
  ])("refuses %s at %s", (_label, batch, path) => {
    expect(firstPath(batch)).toBe(path);
  });
});

describe("analytics summary period", () => {
  it.each([
    [{}, { from: "2026-10-28", to: "2026-11-26" }],
    [{ from: "2026-11-01" }, { from: "2026-11-01", to: "2026-11-26" }],
    [{ to: "2026-01-31" }, { from: "2026-01-02", to: "2026-01-31" }],
    [
      { from: "2026-11-01", to: "2026-11-01" },
      { from: "2026-11-01", to: "2026-11-01" },
    ],
  ])("reads %j as %j", (query, expected) => {
    const period = resolveAnalyticsPeriod(analyticsSummaryQuerySchema.parse(query), new Date(NOW));
    expect(period).toMatchObject(expected);
    expect(period.end.getTime() - Date.parse(expected.to)).toBe(86_400_000);
    expect(period.start.toISOString()).toBe(`${expected.from}T00:00:00.000Z`);
  });

  it.each([
    [{ from: "2026-11-02", to: "2026-11-01" }, "from"],
    [{ from: "yesterday" }, "from"],
    [{ to: "2026-13-01" }, "to"],
  ])("refuses %j at %s", (query, path) => {
    const result = analyticsSummaryQuerySchema.safeParse(query);
    expect(result.success ? null : result.error.issues[0]?.path.join(".")).toBe(path);
  });
});
