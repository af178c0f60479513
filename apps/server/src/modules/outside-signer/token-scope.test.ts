/**
 * The outside signer's token opens nothing but the outside-signer calls (issue 14: "An outside signer can see and do
 * nothing else"). Every /api route the app serves (read from Fastify's route tree) is called with only the token,
 * for the signer's own client and with the CSRF pair a browser holds, and again anonymously: none answers otherwise
 * than to an anonymous caller, none answers 2xx where the anonymous call did not, and no answer names the client.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { buildEifClient, eifRequester, sessionOf } from "../eif/eif-test-support";
import { inviteSigner } from "./outside-signer-test-support";

/** Every method + path the app serves, read from Fastify's route tree (as permission-matrix.test.ts reads it). */
function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + (match[2] ?? "");
    stack[depth] = path;
    for (const method of match[3]?.split(", ") ?? []) found.push({ method, path });
  }
  return found;
}

let t: TestApp;
let clientId: string;
let clientName: string;
let token: string;
let nextAddress = 1;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: "100000" } });
  const { client } = await buildEifClient(t.database.db);
  clientId = client.id;
  clientName = client.name;
  const staff = await sessionOf(t.database.db, "SLF_OWNER", []);
  token = (await inviteSigner(t, eifRequester(t), staff, client.id)).token;
});
afterAll(() => t.close());

async function call(method: string, path: string, withToken: boolean) {
  const url = path.replace(/:(\w+)/g, (_m, name: string) => (name === "clientId" ? clientId : randomUUID()));
  const headers: Record<string, string> = withToken ? { authorization: `Bearer ${token}` } : {};
  if (method !== "GET" && method !== "HEAD") {
    const csrf = await t.app.inject({ method: "GET", url: "/api/csrf-token" });
    headers.cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    headers["x-csrf-token"] = csrf.json<{ token: string }>().token;
  }
  // Each call from its own address: no per-address limit answers one call and not the other.
  const remoteAddress = `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const payload = method === "GET" || method === "HEAD" || method === "DELETE" ? {} : { payload: {} };
  return t.app.inject({ method: method as "GET", url, headers, remoteAddress, ...payload });
}

describe("the outside signer's token", () => {
  it("opens its own calls (the check below is not vacuous)", async () => {
    const review = await call("GET", "/api/outside-signer/clients/:clientId/eif", true);
    expect(review.statusCode).toBe(200);
    expect(review.body).toContain(clientName);
  });

  it("opens nothing else: every other /api route answers it as it answers an anonymous caller", async () => {
    const routes = registeredRoutes(t.app).filter(
      ({ method, path }) =>
        path.startsWith("/api/") &&
        !path.startsWith("/api/outside-signer/") &&
        method !== "HEAD" &&
        method !== "OPTIONS",
    );
    expect(routes.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    for (const { method, path } of routes) {
      const withToken = await call(method, path, true);
      const anonymous = await call(method, path, false);
      const isOk = withToken.statusCode >= 200 && withToken.statusCode < 300;
      if (withToken.statusCode !== anonymous.statusCode || (isOk && withToken.body.includes(clientId))) {
        leaks.push(`${method} ${path}: ${withToken.statusCode} with the token, ${anonymous.statusCode} without`);
      }
      if (withToken.body.includes(clientName)) leaks.push(`${method} ${path}: names the client`);
    }
    expect(leaks).toEqual([]);
  });
});
