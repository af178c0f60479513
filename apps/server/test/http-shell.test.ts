/** The HTTP shell: CSRF on every mutation, the one error shape, explorer host mode, the SPA fallback. */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, csrfHeaders, type TestApp } from "./test-app";

let t: TestApp;
let distDir: string;

/** A port nothing listens on now (the OS picks it; it is released before use). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
beforeAll(async () => {
  // A stand-in web build, so the static and SPA-fallback paths are exercised without running vite.
  distDir = await mkdtemp(path.join(tmpdir(), "onboard-dist-"));
  await mkdir(path.join(distDir, "assets"));
  await writeFile(path.join(distDir, "index.html"), "<!doctype html><title>Onboard</title><div id=root></div>");
  await writeFile(path.join(distDir, "assets", "app-abc123.js"), "console.log('app')");
  const vendor = `export const big = ${JSON.stringify("x".repeat(4000))};`;
  await writeFile(path.join(distDir, "assets", "vendor-def456.js"), vendor);
  await writeFile(path.join(distDir, "assets", "vendor-def456.js.br"), brotliCompressSync(vendor));
  await writeFile(path.join(distDir, "assets", "vendor-def456.js.gz"), gzipSync(vendor));
  t = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe("CSRF", () => {
  it("rejects a mutation without the token header", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/sentry", payload: { message: "x" } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "invalid csrf token", code: "INVALID_CSRF_TOKEN" });
  });

  it("rejects a mutation whose token does not match the secret cookie", async () => {
    const headers = await csrfHeaders(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sentry",
      headers: { ...headers, "x-csrf-token": `${headers["x-csrf-token"]}x` },
      payload: { message: "x" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("invalid csrf token");
  });

  it("rejects every mutating method without the token, even on unknown routes", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/anything" });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it("accepts a mutation with the token", async () => {
    const headers = await csrfHeaders(t.app);
    const response = await t.app.inject({ method: "POST", url: "/api/sentry", headers, payload: { message: "x" } });
    expect(response.statusCode).toBe(202);
  });
});

describe("compressed assets", () => {
  it("sends the build's Brotli or gzip copy to a browser that accepts it, the plain file otherwise", async () => {
    const url = "/assets/vendor-def456.js";
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("export const big");
    expect(br.rawPayload.length).toBeLessThan(200);

    const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const plain = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("export const big");
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("missing assets", () => {
  it("answers 404 for an asset the build does not have, not the app's HTML", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-oldbuild.css" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});

describe("error shape", () => {
  it("answers a validation failure with { message, code, errors[path,message] }", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/feature-toggles?clientId=not-a-uuid" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.errors).toEqual([{ path: "querystring.clientId", message: "clientId must be a client id" }]);
    expect(body.message).toBe("clientId must be a client id");
  });

  it("answers an unknown API route with 404 NOT_FOUND", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.notFound, code: "NOT_FOUND" });
  });

  it("answers malformed JSON with 400, never 500, and leaks no stack", async () => {
    const headers = await csrfHeaders(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sentry",
      headers: { ...headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["code", "message"]);
    expect(JSON.stringify(body)).not.toContain("at ");
  });

  it("turns an internal failure into a generic 500 without internals", async () => {
    const failing = await buildTestApp({
      database: t.database,
      issueTracker: {
        isUp: async () => {
          throw new Error("connect ECONNREFUSED 10.1.2.3:5432 secret-host");
        },
      },
    });
    const response = await failing.app.inject({ method: "GET", url: "/api/service-status" });
    await failing.close();
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe("INTERNAL");
    expect(response.body).not.toContain("secret-host");
  });
});

describe("explorer host mode", () => {
  const explorer = { host: "localhost:3001" };

  it("serves the explorer routes at / and /{explorerPageId}", async () => {
    for (const url of ["/", "/abc-123", "/abc-123/personal-benefits-plan", "/es/abc-123"]) {
      const response = await t.app.inject({ method: "GET", url, headers: explorer });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<title>Onboard</title>");
    }
  });

  it("serves nothing else of the portal on the explorer host", async () => {
    const page = await t.app.inject({ method: "GET", url: "/clients/admin/x/manage", headers: explorer });
    // The SPA still answers (it renders its not-found page), but with status 404.
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("<title>Onboard</title>");
    const api = await t.app.inject({ method: "GET", url: "/api/service-status", headers: explorer });
    expect(api.statusCode).toBe(404);
    const config = await t.app.inject({ method: "GET", url: "/api/configuration", headers: explorer });
    expect(config.statusCode).toBe(200);
  });

  it("serves the explorer to a request that arrives on the explorer's port, whatever its Host header says", async () => {
    const explorerPort = await freePort();
    const onPort = await buildTestApp({
      database: t.database,
      env: { WEB_DIST_DIR: distDir, EXPLORER_PORT: String(explorerPort) },
    });
    const explorerServer = createServer((req, res) => onPort.app.routing(req, res));
    await new Promise<void>((resolve) => explorerServer.listen(explorerPort, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${explorerPort}`;
      const site = await fetch(`${origin}/abc-123`);
      expect(site.status).toBe(200);
      const portal = await fetch(`${origin}/clients/admin/x/manage`);
      expect(portal.status).toBe(404);
      expect((await fetch(`${origin}/api/service-status`)).status).toBe(404);
      // The web app compares the explorer origin with its own to choose explorer mode: it is told the one it used.
      const configuration = (await (await fetch(`${origin}/api/configuration`)).json()) as { explorerOrigin: string };
      expect(configuration.explorerOrigin).toBe(origin);
      const onMainHost = await onPort.app.inject({ method: "GET", url: "/api/configuration" });
      expect(onMainHost.json().explorerOrigin).toBe(`http://localhost:${explorerPort}`);
    } finally {
      await new Promise((resolve) => explorerServer.close(resolve));
      await onPort.close();
    }
  });

  it("serves the portal routes on the main host", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/service-status",
      headers: { host: "localhost:3000" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it("sends helmet's headers on API answers, pages, assets and errors alike", async () => {
    for (const url of ["/api/configuration", "/", "/assets/app-abc123.js", "/api/no-such-thing"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toContain("base-uri 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["strict-transport-security"], url).toContain("max-age=");
      expect(response.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});

describe("static web app", () => {
  it("serves hashed assets with an immutable cache header", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("answers every portal path with the SPA, uncached, so the client router decides", async () => {
    for (const url of ["/", "/login", "/es/no-such-page", "/client/abc/task/kickoff-call"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<div id=root>");
    }
  });
});

describe("sessions", () => {
  it("reports no user without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/users/authenticated" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("reports no user for an unknown session token", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/users/authenticated",
      cookies: { onboard_session: "not-a-real-session" },
    });
    expect(response.json()).toBeNull();
  });
});
