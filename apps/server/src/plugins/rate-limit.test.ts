import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isCountedByRateLimit, registerRateLimit } from "./rate-limit";

describe("rate limit", () => {
  it("counts the API, the identity provider and every write, not the web app's pages and files", () => {
    expect(isCountedByRateLimit({ method: "GET", url: "/api/explorer-pages/x" })).toBe(true);
    expect(isCountedByRateLimit({ method: "GET", url: "/oidc/auth?x=1" })).toBe(true);
    expect(isCountedByRateLimit({ method: "POST", url: "/anything" })).toBe(true);
    expect(isCountedByRateLimit({ method: "GET", url: "/assets/vendor-react-abc.js" })).toBe(false);
    expect(isCountedByRateLimit({ method: "HEAD", url: "/es/benefits-explorer/acme" })).toBe(false);
  });

  it("answers 429 past the limit on the API while assets keep loading", async () => {
    const app = Fastify();
    await registerRateLimit(app, { max: 2 });
    app.get("/api/ping", async () => ({ ok: true }));
    app.get("/assets/app.js", async () => "js");
    await app.ready();
    const statuses = async (url: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await app.inject({ method: "GET", url })).statusCode);
      return codes;
    };
    expect(await statuses("/api/ping")).toEqual([200, 200, 429]);
    expect(await statuses("/assets/app.js")).toEqual([200, 200, 200]);
    await app.close();
  });
});
