/**
 * The explorer's visitors send their events from the explorer host, which only lets through a list of API prefixes
 * (plugins/explorer-host.ts, EXPLORER_API_PREFIXES): the events call must be on it, the staff summary must not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";

const EXPLORER_HOST = "benefits.analytics.test";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { EXPLORER_ORIGIN: `http://${EXPLORER_HOST}` } });
});
afterAll(() => t.close());

describe("analytics on the explorer host", () => {
  it("takes the visitors' events", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      headers: { host: EXPLORER_HOST, "content-type": "text/plain" },
      payload: JSON.stringify({ events: [{ name: "explorer_view", page: "/acme", properties: {}, at: Date.now() }] }),
    });
    expect(response.statusCode).toBe(202);
  });

  it("does not serve the staff summary there, even to staff", async () => {
    const { cookie } = await createSessionFor(t.database.db, { role: "SLF_OWNER" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/analytics/summary",
      headers: { host: EXPLORER_HOST, cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
