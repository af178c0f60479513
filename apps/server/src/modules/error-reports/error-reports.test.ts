import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";
import { errorReports } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SENTRY_RATE_LIMIT_MAX: "5" } });
});
afterAll(() => t.close());

const latest = async () =>
  (await t.database.db.select().from(errorReports).orderBy(desc(errorReports.receivedAt)).limit(1))[0];

describe("POST /api/sentry", () => {
  it("stores a JSON report from the web app", async () => {
    const headers = await csrfHeaders(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sentry",
      headers,
      payload: { message: "TypeError: x is undefined", environment: "qa", release: "0.1.0", stack: "at foo" },
    });
    expect(response.statusCode).toBe(202);
    const row = await latest();
    expect(row?.id).toBe(response.json().id);
    expect(row).toMatchObject({ message: "TypeError: x is undefined", environment: "qa", release: "0.1.0" });
  });

  it("stores a Sentry envelope", async () => {
    const headers = await csrfHeaders(t.app);
    const envelope = [
      JSON.stringify({ event_id: "abc", sent_at: "2026-11-21T00:00:00Z" }),
      JSON.stringify({ type: "event" }),
      JSON.stringify({ exception: { values: [{ type: "RangeError", value: "bad index" }] }, environment: "prod" }),
    ].join("\n");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sentry",
      headers: { ...headers, "content-type": "application/x-sentry-envelope" },
      payload: envelope,
    });
    expect(response.statusCode).toBe(202);
    expect(await latest()).toMatchObject({ message: "RangeError: bad index", environment: "prod", payload: envelope });
  });

  it("refuses a report over 64 KiB with 413 and stores nothing", async () => {
    const headers = await csrfHeaders(t.app);
    const before = (await t.database.db.select().from(errorReports)).length;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sentry",
      headers: { ...headers, "content-type": "text/plain" },
      payload: "x".repeat(64 * 1024 + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
    expect((await t.database.db.select().from(errorReports)).length).toBe(before);
  });

  it("rate-limits reports per address", async () => {
    const headers = await csrfHeaders(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/sentry",
        headers,
        payload: { message: `flood ${i}` },
        remoteAddress: "203.0.113.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 202)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
