/**
 * CSRF on every mutation: for each POST, PUT, PATCH and DELETE in the permission matrix, a request without the
 * token header is refused with 403 "invalid csrf token" before anything runs, even from a signed-in owner, and
 * the same request with a token from another browser (a mismatched secret cookie) is refused as well. The e-sign
 * webhook is exempt: the service signs it with HMAC instead (decision 024), and unsigned it is 401; and so are the
 * analytics events, which navigator.sendBeacon posts without any header (issue 19).
 */
import { ESIGN_WEBHOOK_PATH } from "@onboard/domain/onboarding-forms/esign-webhook-path";
import { PERMISSION_MATRIX } from "@onboard/domain/permissions/permission-matrix";
import { ANALYTICS_EVENTS_PATH } from "@onboard/domain/tracking/analytics-limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "./sessions";
import { buildTestApp, csrfHeaders, type TestApp } from "./test-app";

let t: TestApp;
let sessionCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  sessionCookie = (await createSessionFor(t.database.db, { role: "SLF_OWNER" })).cookie;
});
afterAll(() => t.close());

const EXEMPT = [ESIGN_WEBHOOK_PATH, ANALYTICS_EVENTS_PATH];
const mutations = PERMISSION_MATRIX.filter((entry) => entry.method !== "GET" && !EXEMPT.includes(entry.path));
const ANY_ID = "00000000-0000-4000-8000-000000000000";

function urlOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ANY_ID));
}

describe("CSRF on every mutation in the matrix", () => {
  it("covers at least the mutations that exist today", () => {
    expect(mutations.length).toBeGreaterThanOrEqual(10);
  });

  it("exempts the e-sign webhook, which answers an unsigned call 401 instead", async () => {
    const response = await t.app.inject({ method: "POST", url: ESIGN_WEBHOOK_PATH, payload: { seq: 1 } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("ESIGN_WEBHOOK_SIGNATURE_INVALID");
  });

  it("exempts the analytics events, which a beacon posts without the header", async () => {
    const events = [{ name: "csrf_probe", page: "/", properties: {}, at: Date.now() }];
    const response = await t.app.inject({ method: "POST", url: ANALYTICS_EVENTS_PATH, payload: { events } });
    expect(response.statusCode).toBe(202);
  });

  for (const entry of mutations) {
    it(`${entry.method} ${entry.path} without the token header is refused`, async () => {
      const response = await t.app.inject({
        method: entry.method,
        url: urlOf(entry.path, entry.params),
        headers: { cookie: sessionCookie },
        payload: entry.body as Record<string, unknown> | undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "invalid csrf token", code: "INVALID_CSRF_TOKEN" });
    });

    it(`${entry.method} ${entry.path} with another browser's token is refused`, async () => {
      const mine = await csrfHeaders(t.app);
      const theirs = await csrfHeaders(t.app);
      const response = await t.app.inject({
        method: entry.method,
        url: urlOf(entry.path, entry.params),
        headers: { cookie: `${sessionCookie}; ${mine.cookie}`, "x-csrf-token": theirs["x-csrf-token"] ?? "" },
        payload: entry.body as Record<string, unknown> | undefined,
      });
      expect(response.statusCode).toBe(403);
    });
  }
});
