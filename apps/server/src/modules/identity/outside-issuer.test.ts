/** Pointing the portal at an outside OIDC issuer: no embedded provider, tokens verified against the issuer's published keys. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { appConfigurationSchema } from "@onboard/domain/configuration/app-configuration";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

const AUDIENCE = "api://onboard";
let t: TestApp;
let issuer: string;
let server: Server;
let signingKey: PrivateKey;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  signingKey = privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: "outside-1", alg: "ES256", use: "sig" };
  // A stand-in outside issuer: its discovery document and its published keys.
  server = createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    if (request.url === "/.well-known/openid-configuration") {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/v1/keys` }));
    } else if (request.url === "/v1/keys") {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp({
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "portal-web", OIDC_AUDIENCE: AUDIENCE },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

function accessToken(sub: string, key: PrivateKey = signingKey, audience = AUDIENCE) {
  return new SignJWT({ cid: "portal-web" })
    .setProtectedHeader({ alg: "ES256", kid: "outside-1" })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime("5m")
    .setJti(crypto.randomUUID())
    .sign(key);
}

async function postSession(body: { accessToken: string; refreshToken: string }) {
  const headers = await csrfHeaders(t.app);
  return t.app.inject({ method: "POST", url: "/api/users/authenticated/session", headers, payload: body });
}

describe("an outside OIDC issuer", () => {
  it("is what GET /api/configuration tells the web app to sign in with", async () => {
    const body = appConfigurationSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/configuration" })).json(),
    );
    expect(body.identity).toEqual({
      issuer,
      clientId: "portal-web",
      redirectUri: `${t.config.publicOrigin}/login/callback`,
      scope: "openid email profile offline_access",
      resource: AUDIENCE,
    });
  });

  it("replaces the embedded provider", async () => {
    for (const url of ["/oidc/.well-known/openid-configuration", "/oidc/jwks"]) {
      const response = await t.app.inject({ method: "GET", url });
      // Only the web app's page fallback answers: no provider is mounted.
      expect(response.headers["content-type"], url).not.toMatch(/json/);
      expect(response.body, url).not.toContain("issuer");
    }
    const token = await t.app.inject({ method: "POST", url: "/oidc/token", payload: {} });
    expect(token.statusCode).toBe(404);
  });

  it("signs in the user whose subject the verified access token names", async () => {
    const user = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const response = await postSession({ accessToken: await accessToken(user.userId), refreshToken: "opaque-refresh" });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    const cookie = response.cookies.find((c) => c.name === "onboard_session");
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/authenticated",
      headers: { cookie: `onboard_session=${cookie?.value}` },
    });
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it("refuses tokens signed by anyone else, for another audience, or for an unknown subject", async () => {
    const user = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const { privateKey: otherKey } = await generateKeyPair("ES256");
    for (const token of [
      await accessToken(user.userId, otherKey),
      await accessToken(user.userId, signingKey, "api://elsewhere"),
      await accessToken("nobody-we-know"),
    ]) {
      const response = await postSession({ accessToken: token, refreshToken: "opaque-refresh" });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: "INVALID_TOKEN", message: "Invalid token" });
    }
  });
});
