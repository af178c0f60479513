import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { authnClient } from "./authn-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const attempt = { username: "someone@example.com", password: "a guess at it" };

describe("rate limit on the sign-in routes", () => {
  it("allows 10 calls a minute per address and answers the 11th with 429", async () => {
    const post = await authnClient(t.app);
    for (let call = 1; call <= 10; call++) expect((await post("/api/authn", attempt)).statusCode).toBe(401);
    const eleventh = await post("/api/authn", attempt);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      message: "Too many requests. Please wait a moment and try again.",
      code: "RATE_LIMITED",
    });

    const otherAddress = await authnClient(t.app);
    expect((await otherAddress("/api/authn", attempt)).statusCode).toBe(401);
  });

  it.each([
    ["/api/authn/factors/00000000-0000-4000-8000-000000000000/verify", { stateToken: "x", passCode: "123456" }],
    ["/api/authn/factors", { stateToken: "x", factorType: "token:software:totp" }],
    [
      "/api/authn/factors/00000000-0000-4000-8000-000000000000/lifecycle/activate",
      { stateToken: "x", passCode: "123456" },
    ],
    [
      "/api/authn/credentials/change-password",
      { stateToken: "x", oldPassword: "x", newPassword: "a fine pass phrase" },
    ],
    ["/api/authn/cancel", { stateToken: "x" }],
  ])("limits %s the same way", async (url, body) => {
    const post = await authnClient(t.app);
    const statuses: number[] = [];
    for (let call = 1; call <= 11; call++) statuses.push((await post(url, body)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
