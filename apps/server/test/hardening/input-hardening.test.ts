/**
 * Issue 12's input defects, each as the probe found it: NUL bytes in queries and path ids, JSON bodies that are not
 * objects, deep nesting and oversized bodies, unknown keys on writes, and control characters in names. Every answer
 * must be a 4xx JSON error with a code, never a 500.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "../../src/modules/user-admin/user-admin-test-support";
import { buildClient, buildDocument } from "../factories/index";
import { buildTestApp, csrfHeaders, type TestApp } from "../test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: "100000", EXPLORER_FORM_RATE_LIMIT_MAX: "1000" } });
});
afterAll(() => t.close());

const db = () => t.database.db;

function expectClientError(response: { statusCode: number; body: string; json(): unknown }, status?: number) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (status) expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
}

describe("a NUL byte in a query or a path id", () => {
  it.each([
    "/api/users?query=a%00b",
    "/api/users/internal?query=a%00b",
    "/api/users/broker?query=a%00b",
    "/api/users/ben-admin?query=a%00b",
    "/api/users/slfs?query=a%00b",
    "/api/users/role/BROKER?query=a%00b",
    "/api/emails/count?search=a%00b",
  ])("GET %s answers 400 naming the field", async (url) => {
    const owner = await callerFor(t.app, db(), "SLF_OWNER");
    const response = await owner.get(url);
    expectClientError(response, 400);
    expect(JSON.stringify(response.json())).toMatch(/querystring\.(query|search)/);
  });

  it("GET /api/users/{userId}/clients?query= with NUL answers 400", async () => {
    const owner = await callerFor(t.app, db(), "SLF_OWNER");
    expectClientError(await owner.get(`/api/users/${owner.user.id}/clients?query=a%00b`), 400);
  });

  it.each(["/api/explorer-pages/%00", `/api/explorer-pages/%00/documents/${randomUUID()}`])(
    "GET %s answers 4xx",
    async (url) => {
      expectClientError(await t.app.inject({ method: "GET", url }));
    },
  );
});

describe("a JSON body that is not an object", () => {
  it.each(["null", "true", "123", '"str"', "[]"])("explorer-page create and update with %s answer 400", async (raw) => {
    const client = await buildClient(db());
    const staff = await callerFor(t.app, db(), "SLF_ADMIN");
    const csrf = await csrfHeaders(t.app);
    const headers = {
      "content-type": "application/json",
      "x-csrf-token": csrf["x-csrf-token"] ?? "",
      cookie: [staff.cookie, csrf.cookie].join("; "),
      "if-match": '"1"',
    };
    const create = await t.app.inject({
      method: "POST",
      url: `/api/clients/${client.id}/explorer-pages`,
      headers,
      payload: raw,
    });
    expectClientError(create, 400);
    const update = await t.app.inject({
      method: "PUT",
      url: `/api/clients/${client.id}/explorer-pages/${randomUUID()}`,
      headers,
      payload: raw,
    });
    expectClientError(update);
  });
});

describe("deep and oversized JSON", () => {
  const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
  const deepObject = `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`;
  const huge = JSON.stringify({ message: "x".repeat(10 * 1024 * 1024) });
  const routes = [
    "/api/sentry",
    "/api/authn",
    "/api/explorer-pages/lead-generation/send",
    `/api/explorer-pages/${randomUUID()}/email-plan`,
  ];

  it.each(routes)(
    "POST %s with 20,000 levels of nesting answers 400 (413 past the route's size limit)",
    async (url) => {
      const csrf = await csrfHeaders(t.app);
      for (const payload of [deep, deepObject]) {
        const response = await t.app.inject({
          method: "POST",
          url,
          headers: { ...csrf, "content-type": "application/json" },
          payload,
        });
        expectClientError(response);
        if (response.statusCode === 400) expect(response.json().code).toBe("BODY_TOO_DEEP");
        else expect(response.statusCode).toBe(413);
      }
      const shallowEnough = await t.app.inject({
        method: "POST",
        url,
        headers: { ...csrf, "content-type": "application/json" },
        payload: `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
      });
      expect(shallowEnough.json().code).toBe("BODY_TOO_DEEP");
    },
  );

  it.each(routes)("POST %s with a 10 MB body answers 413", async (url) => {
    const csrf = await csrfHeaders(t.app);
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { ...csrf, "content-type": "application/json" },
      payload: huge,
    });
    expectClientError(response, 413);
  });
});

describe("unknown keys on a write", () => {
  it("PUT /api/users/broker/{self} with clients[] answers 400 naming the key", async () => {
    const broker = await callerFor(t.app, db(), "BROKER");
    const response = await broker.put(`/api/users/broker/${broker.user.id}`, {
      phoneNumber: "555-010-1234",
      clients: [randomUUID()],
    });
    expectClientError(response, 400);
    expect(response.json().errors).toContainEqual({ path: "body.clients", message: 'Unknown field "clients"' });
  });
});

describe("control characters in a name", () => {
  it.each(["bad\u0000name.pdf", "bad\u0007name.pdf", "line\nbreak.pdf", "tab\there.pdf"])(
    "a document rename to %j answers 400",
    async (name) => {
      const client = await buildClient(db());
      const document = await buildDocument(db(), { clientId: client.id, name: "Original.pdf", language: "en" });
      const staff = await callerFor(t.app, db(), "SLF_ADMIN");
      const response = await staff.put(`/api/clients/${client.id}/documents/${document.id}/rename`, { name });
      expectClientError(response, 400);
      expect(response.json().errors?.[0]?.path).toBe("body.name");
    },
  );
});
