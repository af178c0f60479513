import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { rateLimitBucketOf, registerRateLimit } from "./rate-limit";

const bucket = (method: string, url: string, isExplorerHost = false) =>
  rateLimitBucketOf({ method, url, isExplorerHost });

describe("rate limit", () => {
  it("counts the public explorer's page reads apart from the API, the identity provider and every write", () => {
    expect(bucket("GET", "/api/explorer-pages/harborview-medical?demoEnrollmentStatus=post")).toBe("explorer-read");
    expect(bucket("HEAD", "/api/explorer-pages/x/documents/d")).toBe("explorer-read");
    expect(bucket("GET", "/api/configuration")).toBe("explorer-read");
    expect(bucket("GET", "/api/chat/availability?explorerPageId=x")).toBe("explorer-read");
    expect(bucket("GET", "/es/benefits-explorer/acme/personal-benefits-plan")).toBe("explorer-read");
    expect(bucket("GET", "/acme", true)).toBe("explorer-read");

    expect(bucket("GET", "/api/explorer-pages/captcha/challenge")).toBe("api");
    expect(bucket("GET", "/api/explorer-pages/by-owner/u")).toBe("api");
    expect(bucket("GET", "/api/clients")).toBe("api");
    expect(bucket("GET", "/oidc/auth?x=1")).toBe("api");
    expect(bucket("POST", "/api/authn")).toBe("api");
    expect(bucket("POST", "/api/explorer-pages/x/email-plan")).toBe("api");
    expect(bucket("POST", "/anything")).toBe("api");

    expect(bucket("GET", "/assets/vendor-react-abc.js")).toBe("uncounted");
    expect(bucket("GET", "/explorer-boot.js")).toBe("uncounted");
    expect(bucket("GET", "/favicon.svg", true)).toBe("uncounted");
    expect(bucket("GET", "/clients")).toBe("uncounted");
  });

  it("answers 429 past each limit on its own counter while assets keep loading", async () => {
    const app = Fastify();
    await registerRateLimit(app, { max: 2, explorerReadMax: 3 });
    app.get("/api/ping", async () => ({ ok: true }));
    app.get("/api/explorer-pages/:id", async () => ({ ok: true }));
    app.get("/assets/app.js", async () => "js");
    await app.ready();
    const statuses = async (url: string, times: number) => {
      const codes: number[] = [];
      for (let i = 0; i < times; i++) codes.push((await app.inject({ method: "GET", url })).statusCode);
      return codes;
    };
    expect(await statuses("/api/ping", 3)).toEqual([200, 200, 429]);
    expect(await statuses("/api/explorer-pages/acme", 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses("/assets/app.js", 5)).toEqual([200, 200, 200, 200, 200]);
    await app.close();
  });
});
