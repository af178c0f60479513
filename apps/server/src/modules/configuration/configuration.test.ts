import { appConfigurationSchema } from "@onboard/domain/configuration/app-configuration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { BRAND_NAME: "Sun Life", SUPPORT_EMAIL: "help@carrier.example", APP_ENV: "qa" } });
});
afterAll(() => t.close());

describe("GET /api/configuration", () => {
  it("returns what the web app needs to boot, without signing in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/configuration" });
    expect(response.statusCode).toBe(200);
    const body = appConfigurationSchema.parse(response.json());
    expect(body.environment).toBe("qa");
    expect(body.brand.name).toBe("Sun Life");
    expect(body.support.email).toBe("help@carrier.example");
    expect(body.errorReporting).toEqual({ tunnel: "/api/sentry", traceSampleRate: 1 });
    expect(body.explorerOrigin).toBe("http://localhost:3001");
    expect(body.helpCenterUrl).toMatch(/^https?:\/\//);
  });

  it("tells the web app to sign in with the embedded provider when no outside issuer is configured", async () => {
    const body = appConfigurationSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/configuration" })).json(),
    );
    expect(body.identity).toEqual({
      issuer: "http://localhost:3000/oidc",
      clientId: "onboard-web",
      redirectUri: "http://localhost:3000/login/callback",
      scope: "openid email profile offline_access",
      resource: "http://localhost:3000/api",
    });
  });

  it("samples 10% of traces in prod", async () => {
    const prod = await buildTestApp({ database: t.database, env: { APP_ENV: "prod" } });
    const body = (await prod.app.inject({ method: "GET", url: "/api/configuration" })).json();
    expect(body.errorReporting.traceSampleRate).toBe(0.1);
    await prod.close();
  });

  it("sends security headers with a strict CSP", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/configuration" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves the OpenAPI document at /api/docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/configuration", "/api/service-status", "/api/feature-toggles", "/api/sentry"]),
    );
  });
});
