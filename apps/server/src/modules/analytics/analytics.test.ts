import type { AnalyticsSummary } from "@onboard/domain/tracking/analytics-schemas";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { analyticsEvents } from "../../db/schema/index";
import { ANALYTICS_RATE_LIMIT_MAX } from "./routes";

let t: TestApp;
let staffCookie: string;
const DAY = 86_400_000;
let address = 0;
/** Each test posts from its own address, so that the per-address rate limit is only met where it is tested. */
const nextAddress = () => `198.51.100.${++address}`;

const event = (name: string, page: string, over: Record<string, unknown> = {}) => ({
  name,
  page,
  properties: {},
  at: Date.now() - 1000,
  ...over,
});

const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/api/analytics/events",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    remoteAddress,
  });
const rowsNamed = (name: string) => t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name));
const summary = (query = "", cookie = staffCookie) =>
  t.app.inject({ method: "GET", url: `/api/analytics/summary${query}`, headers: { cookie } });

beforeAll(async () => {
  t = await buildTestApp();
  staffCookie = (await createSessionFor(t.database.db, { role: "SLF_ADMIN" })).cookie;
});
afterAll(() => t.close());

describe("POST /api/analytics/events", () => {
  it("stores an anonymous batch sent without a CSRF header, with no user", async () => {
    const response = await post({
      events: [event("anon_a", "/benefits/acme", { properties: { module: "explorer" } }), event("anon_a", "/x")],
    });
    expect(response.statusCode).toBe(202);
    const rows = await rowsNamed("anon_a");
    expect(rows.map((r) => [r.page, r.properties, r.userId]).sort()).toEqual([
      ["/benefits/acme", { module: "explorer" }, null],
      ["/x", {}, null],
    ]);
  });

  it("accepts what sendBeacon sends: a text/plain body", async () => {
    const response = await post(
      { events: [event("beacon_text", "/")] },
      { "content-type": "text/plain;charset=UTF-8" },
    );
    expect(response.statusCode).toBe(202);
    expect(await rowsNamed("beacon_text")).toHaveLength(1);
  });

  it("stores the signed-in user's id from the session, never one from the body", async () => {
    const broker = await createSessionFor(t.database.db, { role: "BROKER" });
    const withUser = await post({ events: [event("signed_in", "/clients")] }, { cookie: broker.cookie });
    expect(withUser.statusCode).toBe(202);
    expect((await rowsNamed("signed_in"))[0]?.userId).toBe(broker.user.id);
    const forged = await post({ events: [event("forged", "/clients")], userId: broker.user.id });
    expect(forged.statusCode).toBe(400);
    expect(await rowsNamed("forged")).toHaveLength(0);
  });

  it.each([
    ["an empty batch", { events: [] }, "body.events"],
    ["a page with a query string", { events: [event("bad_page", "/x?ticket=1")] }, "body.events.0.page"],
    ["an event a month old", { events: [event("old", "/", { at: Date.now() - 30 * DAY })] }, "body.events.0.at"],
    ["a bad name", { events: [event("Bad Name", "/")] }, "body.events.0.name"],
  ])("answers 400 with the field for %s, storing nothing", async (_label, batch, field) => {
    const response = await post(batch);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const response = await post("{not json", { "content-type": "text/plain" });
    expect(response.statusCode).toBe(400);
  });

  it("rate-limits batches per address", async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= ANALYTICS_RATE_LIMIT_MAX; i++) {
      statuses.push((await post({ events: [event("flood", "/")] }, {}, from)).statusCode);
    }
    expect(statuses.slice(0, ANALYTICS_RATE_LIMIT_MAX).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await post({ events: [event("flood", "/")] }, {}, nextAddress())).statusCode).toBe(202);
  });
});

describe("GET /api/analytics/summary", () => {
  it("counts per page and event name over the period, largest first", async () => {
    const at = Date.parse("2026-03-10T12:00:00Z");
    await t.database.db.insert(analyticsEvents).values([
      ...Array.from({ length: 3 }, () => ({ name: "sum_link", page: "/a", properties: {}, occurredAt: new Date(at) })),
      { name: "sum_link", page: "/b", properties: {}, occurredAt: new Date(at) },
      { name: "sum_other", page: "/a", properties: {}, occurredAt: new Date(at + DAY) },
      { name: "sum_other", page: "/a", properties: {}, occurredAt: new Date(at + DAY) },
      // Outside 2026-03-10..2026-03-11: the day before, and the first instant after the period.
      { name: "sum_link", page: "/a", properties: {}, occurredAt: new Date(at - DAY) },
      { name: "sum_link", page: "/a", properties: {}, occurredAt: new Date("2026-03-12T00:00:00Z") },
    ]);
    const response = await summary("?from=2026-03-10&to=2026-03-11");
    expect(response.statusCode).toBe(200);
    expect(response.json<AnalyticsSummary>()).toEqual({
      from: "2026-03-10",
      to: "2026-03-11",
      total: 6,
      rows: [
        { page: "/a", name: "sum_link", count: 3 },
        { page: "/a", name: "sum_other", count: 2 },
        { page: "/b", name: "sum_link", count: 1 },
      ],
    });
  });

  it("defaults to the last 30 days and counts the events just posted", async () => {
    await post({ events: [event("recent", "/recent"), event("recent", "/recent")] });
    const body = (await summary()).json<AnalyticsSummary>();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(29 * DAY);
    expect(body.rows).toContainEqual({ page: "/recent", name: "recent", count: 2 });
    expect(body.rows.some((r) => r.name === "sum_link")).toBe(false);
  });

  it("answers 400 with the field for a period that ends before it starts", async () => {
    const response = await summary("?from=2026-03-12&to=2026-03-11");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe("querystring.from");
  });

  it.each<[CarrierRole, number]>([
    ["SLF_OWNER", 200],
    ["SLF_ADMIN", 200],
    ["BROKER", 403],
    ["BEN_ADMIN", 403],
  ])("answers %s with %i", async (role, status) => {
    const { cookie } = await createSessionFor(t.database.db, { role });
    expect((await summary("", cookie)).statusCode).toBe(status);
  });

  it("answers an anonymous caller 401", async () => {
    expect((await summary("", "")).statusCode).toBe(401);
  });
});
